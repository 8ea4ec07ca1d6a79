import type { ContentElement, Page } from '../lib/page'
import { nestedElementsOf } from './registry/nested-elements'

/** The CTypes of a list of elements, those inside shortcuts and containers included. */
export const elementTypesIn = (elements: readonly ContentElement[]): Set<string> => {
  const types = new Set<string>()
  const visit = (list: readonly ContentElement[]) => {
    for (const element of list) {
      types.add(element.type)
      visit(nestedElementsOf(element))
    }
  }
  visit(elements)
  return types
}

/** Whether any element of the page's columns, or nested in one, is of one of `types`. */
export const pageHolds = (page: Page | null, types: readonly string[]): boolean => {
  if (page === null) return false
  const present = elementTypesIn(Object.values(page.content).flat())
  return types.some((type) => present.has(type))
}
