import type { ContentElement, Page } from '../lib/page'
import { isParsedShortcut } from './registry/element-component'

/** The CTypes of a list of elements, those inside shortcuts included ('Insert records'). */
export const elementTypesIn = (elements: readonly ContentElement[]): Set<string> => {
  const types = new Set<string>()
  const visit = (list: readonly ContentElement[]) => {
    for (const element of list) {
      types.add(element.type)
      if (isParsedShortcut(element)) visit(element.content.shortcut)
    }
  }
  visit(elements)
  return types
}

/** Whether any element of the page's columns, or of a shortcut they hold, is of one of `types`. */
export const pageHolds = (page: Page | null, types: readonly string[]): boolean => {
  if (page === null) return false
  const present = elementTypesIn(Object.values(page.content).flat())
  return types.some((type) => present.has(type))
}
