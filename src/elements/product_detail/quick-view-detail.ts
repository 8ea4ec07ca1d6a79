import type { PagePayload } from '../../lib/page'
import type { ProductDetail } from './product-detail'

/**
 * The product detail element's data in a detail page's payload, for the product with that url
 * key; null when the page holds none (a product gone since the listing was rendered: the
 * worker answers its address with the not-found page).
 */
export const productDetailInPayload = (
  payload: PagePayload,
  urlKey: string,
): ProductDetail | null => {
  if (payload.kind !== 'page') return null
  for (const element of Object.values(payload.page.content).flat()) {
    if (element.type !== 'product_detail' || element.content['urlKey'] !== urlKey) continue
    const detail = element.content['detail'] as ProductDetail | null | undefined
    if (detail) return detail
  }
  return null
}
