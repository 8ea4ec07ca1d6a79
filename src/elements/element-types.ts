import type { ContentElement } from '../lib/page'
import type { ShortcutContent } from './shortcut/schema'

/** The CTypes of a list of elements, those inside shortcuts included ('Insert records'). */
export const elementTypesIn = (elements: readonly ContentElement[]): Set<string> => {
  const types = new Set<string>()
  const visit = (list: readonly ContentElement[]) => {
    for (const element of list) {
      types.add(element.type)
      if (element.type === 'shortcut' && !element.problem) {
        visit((element.content as unknown as ShortcutContent).shortcut)
      }
    }
  }
  visit(elements)
  return types
}
