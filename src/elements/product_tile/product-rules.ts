import { loadInputChecks, VALIDATION_MESSAGE_KEYS, type Product } from '../../shop'

/**
 * Presentation rules of one product beside the cart core's price rules (discountBadge,
 * priceReduction, showFromLabel in src/shop/catalogue/prices.ts).
 */

/** Magento's stock_status; cart items do not carry it (null), so they are never out of stock. */
export const isOutOfStock = (product: Pick<Product, 'stock_status'>): boolean =>
  product.stock_status === 'OUT_OF_STOCK'

/** A quantity field's text, checked with the cart's rule (whole number 1–999) before sending. */
export const parseQuantity = async (text: string) =>
  (await loadInputChecks()).checkQuantity(text.trim() === '' ? Number.NaN : Number(text))

export const QUANTITY_ERROR_KEY = VALIDATION_MESSAGE_KEYS.quantity
