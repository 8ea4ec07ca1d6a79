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
 * Whether the 'from' label shows: the enabled shop products of the page have differing final
 * prices and this product does not hold the highest final price.
 */
export const showFromLabel = (product: Priced, enabledProducts: readonly Priced[]): boolean => {
  const prices = enabledProducts.map(finalPrice)
  if (new Set(prices).size < 2) return false
  return finalPrice(product) < Math.max(...prices)
}
