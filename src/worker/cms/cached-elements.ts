import type { ContentElement, Page, PagePayload } from '../../lib'
import { isParsedShortcut } from '../../elements/registry/element-component'
import { isElementType, parseContentElement } from '../../elements/registry/schemas'

/**
 * Content elements of an unknown CType between the CMS, the cache and the render. The cached
 * page keeps them with their content as the CMS sent it (parseContentElement), so that a later
 * release that knows the type renders them from the same entry, without a purge: a page is read
 * through `forRender`, which parses such an element once its type is known and otherwise empties
 * its content (a render never reads it, and the browser's snapshot need not carry it).
 */

const elementForRender = (element: ContentElement): ContentElement => {
  if (element.problem === 'unknown-type') {
    return isElementType(element.type) ? parseContentElement(element) : { ...element, content: {} }
  }
  if (!isParsedShortcut(element)) return element
  const shortcut = element.content.shortcut.map(elementForRender)
  return { ...element, content: { ...element.content, shortcut } }
}

const pageForRender = (page: Page): Page => ({
  ...page,
  content: Object.fromEntries(
    Object.entries(page.content).map(([column, elements]) => [
      column,
      elements.map(elementForRender),
    ]),
  ),
  popupContent: page.popupContent.map(elementForRender),
})

/** A page payload as read from the cache (or the CMS), made ready for a render. */
export const forRender = (payload: PagePayload): PagePayload => {
  if (payload.kind === 'page') return { ...payload, page: pageForRender(payload.page) }
  if (payload.kind === 'not-found' && payload.page)
    return { ...payload, page: pageForRender(payload.page) }
  return payload
}

/** The unknown CTypes of a page, those inside shortcuts included, each once. */
export const unknownTypesOf = (payload: PagePayload): string[] => {
  if (payload.kind === 'redirect' || !payload.page) return []
  const types = new Set<string>()
  const visit = (elements: readonly ContentElement[]) => {
    for (const element of elements) {
      if (element.problem === 'unknown-type') types.add(element.type)
      if (isParsedShortcut(element)) visit(element.content.shortcut)
    }
  }
  for (const elements of Object.values(payload.page.content)) visit(elements)
  visit(payload.page.popupContent)
  return [...types]
}
