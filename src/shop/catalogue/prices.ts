import type { CartItem, Money, Product } from '../types'

/**
 * Price presentation rules of SPEC.md section 5, as pure functions of products.
 */
export const DISCOUNT_BADGE_THRESHOLD_PERCENT = 5

type Priced = Pick<Product, 'price_range'>
type PricedWithLow = Priced & Pick<Product, 'omnibus_price'>

const amount = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0

const finalPrice = (product: Priced): number =>
  amount(product.price_range.minimum_price.final_price.value)

/**
 * A price reduction as the page may announce it: the price it is measured from (struck through
 * beside the final price) and the percent off it.
 */
export interface PriceReduction {
  reference: Money
  percent: number
}

/**
 * The reduction measured from the lowest price of the last 30 days whenever the shop states
 * one: an announced reduction must be based on that prior price (Art. 6a of Directive 98/6/EC as
 * amended by 2019/2161; in Germany § 11 PAngV; ECJ C-330/23, Aldi Süd, 2024), so a '-23%' from
 * a regular price the shop last charged more than 30 days ago misleads. Without a 30-day figure
 * (cart items do not carry one) it is Magento's own: the regular price and its percent_off
 * (SPEC.md section 5). No reduction when the reference is not above the final price.
 */
export const priceReduction = (product: PricedWithLow): PriceReduction | null => {
  const { final_price, regular_price, discount } = product.price_range.minimum_price
  const final = finalPrice(product)
  const low = product.omnibus_price
  // A price in another currency is no reference for this one.
  const comparable = (money: Money) => money.currency === final_price.currency
  if (low && Number.isFinite(low.value)) {
    if (low.value <= final || !comparable(low)) return null
    return { reference: low, percent: ((low.value - final) / low.value) * 100 }
  }
  if (amount(regular_price.value) <= final || !comparable(regular_price)) return null
  return { reference: regular_price, percent: amount(discount.percent_off) }
}

/**
 * A cart line's reduction: its product's, measured from what the line charges for one piece
 * (Magento's CartItemPrices.price_including_tax), so the price struck beside it is always above
 * the price paid.
 */
export const lineReduction = (
  item: Pick<CartItem, 'product' | 'prices'>,
): PriceReduction | null => {
  const { price_range, omnibus_price } = item.product
  const charged = item.prices.price_including_tax
  return priceReduction({
    omnibus_price,
    price_range: { minimum_price: { ...price_range.minimum_price, final_price: charged } },
  })
}

/** '-N%' when the rounded percent of the announced reduction is 5 or more, else null. */
export const discountBadge = (product: PricedWithLow): string | null => {
  const percent = Math.round(priceReduction(product)?.percent ?? 0)
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
