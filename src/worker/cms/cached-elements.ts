import type { ContentElement, Page, PagePayload } from '../../lib'
import { isParsedContainer } from '../../elements/registry/element-component'
import { mapNestedElements, nestedElementsOf } from '../../elements/registry/nested-elements'
import { parseContentElement } from '../../elements/registry/schemas'

/**
 * Content elements of an unknown CType between the CMS, the cache and the render. The cached
 * page keeps them with their content as the CMS sent it (parseContentElement), so that a later
 * release that knows the type renders them from the same entry, without a purge: a page is read
 * through `forRender`, which parses such an element once its type is known and otherwise empties
 * its content (a render never reads it, and the browser's snapshot need not carry it).
 */

const elementForRender = (element: ContentElement): ContentElement => {
  if (element.problem === 'unknown-type') {
    // Parsed again: the type may be known by now, or be a container, known by its shape.
    const parsed = parseContentElement(element)
    return parsed.problem === 'unknown-type' ? { ...element, content: {} } : parsed
  }
  return mapNestedElements(element, elementForRender)
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

const pageElementLists = (payload: PagePayload): (readonly ContentElement[])[] =>
  payload.kind === 'redirect' || !payload.page
    ? []
    : [...Object.values(payload.page.content), payload.page.popupContent]

/**
 * The page's elements the CMS sent broken, nested ones included: those whose content failed
 * their type's schema ('textmedia #12'), and containers with columns whose children were no
 * list ('b13-2cols #13 (left)'). Types, ids and column names only: content may be personal data.
 */
export const brokenElementsOf = (payload: PagePayload): string[] => {
  const broken: string[] = []
  const visit = (elements: readonly ContentElement[]) => {
    for (const element of elements) {
      if (element.problem === 'invalid-content') broken.push(`${element.type} #${element.id}`)
      if (isParsedContainer(element) && element.content.brokenColumns.length > 0) {
        const { containerType, brokenColumns } = element.content
        broken.push(`${containerType} #${element.id} (${brokenColumns.join(', ')})`)
      }
      visit(nestedElementsOf(element))
    }
  }
  for (const elements of pageElementLists(payload)) visit(elements)
  return broken
}

/** The unknown CTypes of a page, those inside shortcuts and containers included, each once. */
export const unknownTypesOf = (payload: PagePayload): string[] => {
  const types = new Set<string>()
  const visit = (elements: readonly ContentElement[]) => {
    for (const element of elements) {
      if (element.problem === 'unknown-type') types.add(element.type)
      visit(nestedElementsOf(element))
    }
  }
  for (const elements of pageElementLists(payload)) visit(elements)
  return [...types]
}
