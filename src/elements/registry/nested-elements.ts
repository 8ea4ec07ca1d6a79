import type { ContentElement } from '../../lib/page'
import { isParsedContainer, isParsedShortcut } from './element-component'

/**
 * The elements an element renders in its place, in document order: a shortcut's records, a
 * container's children column by column. Empty for every other element.
 */
export const nestedElementsOf = (element: ContentElement): readonly ContentElement[] => {
  if (isParsedShortcut(element)) return element.content.shortcut
  if (isParsedContainer(element))
    return element.content.columns.flatMap((column) => column.elements)
  return []
}

/** The element with each element it holds replaced by `map` of it (itself for any other). */
export const mapNestedElements = (
  element: ContentElement,
  map: (nested: ContentElement) => ContentElement,
): ContentElement => {
  if (isParsedShortcut(element)) {
    return {
      ...element,
      content: { ...element.content, shortcut: element.content.shortcut.map(map) },
    }
  }
  if (isParsedContainer(element)) {
    const columns = element.content.columns.map((column) => ({
      ...column,
      elements: column.elements.map(map),
    }))
    return { ...element, content: { ...element.content, columns } }
  }
  return element
}
