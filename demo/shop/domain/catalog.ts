import type { ProductRow } from '../repo/rows'

/** The price a shopper pays now: the special price when it is lower. */
export const finalPriceCents = (product: ProductRow): number =>
  product.special_price_cents !== null && product.special_price_cents < product.price_cents
    ? product.special_price_cents
    : product.price_cents

export const isSalable = (product: ProductRow): boolean =>
  product.is_in_stock === 1 && product.stock_qty > 0
