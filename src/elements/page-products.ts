import type { ContentElement, Page } from '../lib/page'
import type { Product } from '../shop'
import type { ParsedElement } from './registry/element-component'
import type { ElementType } from './registry'
import { pageHolds } from './element-types'

const isParsed = <T extends ElementType>(
  element: ContentElement,
  type: T,
): element is ParsedElement<T> => element.type === type && element.problem === undefined

/** What the shop is asked for to refetch a product: a listed family in its size by the family's sku. */
const skuToRefetch = (product: Product): string => product.configured?.parentSku ?? product.sku

/** The skus one element shows, as its fill carries them (none before it is filled). */
const skusOf = (element: ContentElement): string[] => {
  if (isParsed(element, 'product_listing')) {
    const { listing } = element.content
    return listing?.kind === 'result' ? listing.result.items.map(skuToRefetch) : []
  }
  if (isParsed(element, 'product_detail')) {
    const { detail } = element.content
    return detail ? [detail.product, ...detail.crosssell, ...detail.related].map(skuToRefetch) : []
  }
  return []
}

/**
 * The skus of the products a page shows (its listings' tiles, its product detail with the
 * linked products), each once: what the browser refetches when the tab becomes visible again
 * (SPEC.md section 4). Joined by newlines (a sku may hold spaces), so an effect can depend on it as one value.
 */
export const pageProductSkus = (page: Page | null): string =>
  page === null ? '' : [...new Set(Object.values(page.content).flat().flatMap(skusOf))].join('\n')

/** Whether a page shows the cart itself (cart messages then appear there, not as toasts). */
export const pageShowsCart = (page: Page | null): boolean => pageHolds(page, ['cart'])
