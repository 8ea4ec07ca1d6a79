import type { ContentElement } from '../lib/page'
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
