import { loadInputChecks, VALIDATION_MESSAGE_KEYS, type Product } from '../../shop'

/**
 * Presentation rules of one product beside the cart core's price rules (discountBadge,
 * showFromLabel in src/shop/catalogue/prices.ts). Missing prices count as 0 (SPEC.md section 5).
 */
type Priced = Pick<Product, 'price_range'>

const value = (amount: number | null | undefined) =>
  typeof amount === 'number' && Number.isFinite(amount) ? amount : 0

/** Magento's stock_status; cart items do not carry it (null), so they are never out of stock. */
export const isOutOfStock = (product: Pick<Product, 'stock_status'>): boolean =>
  product.stock_status === 'OUT_OF_STOCK'

/** A reduced price: the regular price is above the final one, so it is shown struck through. */
export const isReduced = ({ price_range: { minimum_price } }: Priced): boolean =>
  value(minimum_price.regular_price.value) > value(minimum_price.final_price.value)

/**
 * The lowest price of the last 30 days, shown with a price reduction only: that is when the EU
 * Omnibus directive (2019/2161, Art. 6a of 98/6/EC; in Germany § 11 PAngV) asks for it, and
 * beside an unreduced price it would only repeat the price.
 */
export const omnibusPrice = (product: Priced & Pick<Product, 'omnibus_price'>) =>
  product.omnibus_price && isReduced(product) ? product.omnibus_price : null

/** A quantity field's text, checked with the cart's rule (whole number 1–999) before sending. */
export const parseQuantity = async (text: string) =>
  (await loadInputChecks()).checkQuantity(text.trim() === '' ? Number.NaN : Number(text))

export const QUANTITY_ERROR_KEY = VALIDATION_MESSAGE_KEYS.quantity
