import type { RawCartItem, RawProduct } from './raw-types'

/**
 * At most this many recommendations: one row of tiles below the cart on a wide screen, and the
 * cart stays about the items, not a second listing. Magento has no limit of its own on links.
 */
export const BOUGHT_TOGETHER_LIMIT = 4

/**
 * The cart's recommendations (SPEC.md section 3: boughtTogether.items): the cross-sells of all
 * its items, in item order and then each item's link order (Magento sorts links by position),
 * so the tiles stay put between answers; each product once (by sku); none already in the cart,
 * as recommending what the shopper has is noise; none out of stock, as its tile cannot be added
 * and would only take a place from one that can. Raw still: map-shop-data.ts maps them.
 */
export const boughtTogetherOf = (items: readonly RawCartItem[]): RawProduct[] => {
  const seen = new Set(items.map((item) => item.product.sku ?? ''))
  const products: RawProduct[] = []
  for (const item of items) {
    for (const raw of item.product.crosssell_products ?? []) {
      if (products.length >= BOUGHT_TOGETHER_LIMIT) return products
      if (!raw?.sku || seen.has(raw.sku) || raw.stock_status === 'OUT_OF_STOCK') continue
      seen.add(raw.sku)
      products.push(raw)
    }
  }
  return products
}
