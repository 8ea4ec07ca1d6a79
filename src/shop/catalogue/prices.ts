import type { Product } from '../types'

/**
 * Price presentation rules of SPEC.md section 5, as pure functions of products.
 */
export const DISCOUNT_BADGE_THRESHOLD_PERCENT = 5

type Priced = Pick<Product, 'price_range'>

const finalPrice = (product: Priced): number =>
  product.price_range.minimum_price.final_price.value || 0

/** '-N%' when the rounded percent off is 5 or more, else null. */
export const discountBadge = (product: Priced): string | null => {
  const percent = Math.round(product.price_range.minimum_price.discount.percent_off || 0)
  return percent >= DISCOUNT_BADGE_THRESHOLD_PERCENT ? `-${percent}%` : null
}

/**
 * The 'from' label's rule: it shows when the enabled shop products of the page (the shop
 * products behind one CMS product page: its pack sizes or variants) have differing final
 * prices and this product does not hold the highest final price.
 */
export const showFromLabel = (product: Priced, pageProducts: readonly Priced[]): boolean => {
  const prices = pageProducts.map(finalPrice)
  if (new Set(prices).size < 2) return false
  return finalPrice(product) < Math.max(...prices)
}

/**
 * Whether a product shows the 'from' label: the rule over the shop products of its own product
 * page, which are its family's pack sizes (Magento's variants; a product shown in one of its
 * sizes carries them, ./pack-sizes.ts). A product sold in one size is the only product of its
 * page, and its one price is no 'from' price. A listing's other tiles, a detail page's related
 * products and a cart's recommendations are other products' pages and never count, so a tile,
 * the quick view and the detail page of one product always agree.
 */
export const showsFromLabel = (
  product: Priced & Pick<Product, 'sizes' | 'dearestSizePrice'>,
): boolean =>
  product.sizes && product.sizes.length > 0
    ? showFromLabel(
        product,
        product.sizes.map((size) => size.product),
      )
    : // A listed family in its size: its own price is one of its sizes', so it is not the
      // highest exactly when the sizes differ in price and it is not the dearest.
      product.dearestSizePrice !== undefined && finalPrice(product) < product.dearestSizePrice
