import type { AnyPageJson } from './compiled-site'
import type { ContentElement } from './types'

/**
 * The pharmacy finder plugin's argument, as the project's TYPO3 reads it per request: the
 * storefront forwards `q` (a postcode or town; whitelisted for every site) and the plugin sends
 * it back in its `data`, beside its records, for the storefront's finder to answer. At most 100
 * characters of it, as the plugin's own argument validation would allow.
 */
const MAX_QUERY_LENGTH = 100

const withQuery = (element: ContentElement, query: string): ContentElement =>
  element.type === 'pharmacy_search'
    ? {
        ...element,
        content: {
          ...element.content,
          data: { ...(element.content.data as Record<string, unknown>), query },
        },
      }
    : element

/** The page with its pharmacy searches given the request's `q`; other pages as they are. */
export const withPharmacyQuery = (page: AnyPageJson, query: URLSearchParams): AnyPageJson => {
  const columns = Object.entries(page.content)
  if (!columns.some(([, elements]) => elements.some((e) => e.type === 'pharmacy_search'))) {
    return page
  }
  const q = (query.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)
  return {
    ...page,
    content: Object.fromEntries(
      columns.map(([column, elements]) => [column, elements.map((e) => withQuery(e, q))]),
    ),
  } as AnyPageJson
}
