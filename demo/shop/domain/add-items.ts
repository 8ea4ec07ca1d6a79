import { type ShopContext, localized } from '../context'
import type { CartRow } from '../repo/rows'
import { isSalable } from './catalog'

export type AddErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED'

export interface AddError {
  code: AddErrorCode
  message: string
  /** Quantity still available, for INSUFFICIENT_STOCK (Magento's InsufficientStockError). */
  quantity?: number
}

export interface AddRequest {
  sku: string
  quantity: number
}

/**
 * Magento's AddProductsToCart: every request is checked on its own; the ones that pass are added
 * (to an existing line of the same product), the others come back as user errors with Magento's
 * codes and messages. Stock counts what the cart already holds.
 */
export const addToCart = async (
  ctx: ShopContext,
  cart: CartRow,
  requests: readonly AddRequest[],
): Promise<AddError[]> => {
  const products = new Map(
    (await ctx.repos.products.bySkus(ctx.store.code, [...new Set(requests.map((r) => r.sku))])).map(
      (p) => [p.sku, p],
    ),
  )
  const inCart = new Map(
    (await ctx.repos.carts.items(cart.id)).map((i) => [i.product_id, i.quantity]),
  )
  const adding = new Map<number, number>()
  const errors: AddError[] = []
  for (const { sku, quantity } of requests) {
    const product = products.get(sku)
    if (quantity <= 0) {
      errors.push({ code: 'UNDEFINED', message: localized(ctx, 'quantityNotPositive') })
    } else if (!Number.isInteger(quantity)) {
      errors.push({ code: 'UNDEFINED', message: localized(ctx, 'decimalQuantity') })
    } else if (!product) {
      errors.push({ code: 'PRODUCT_NOT_FOUND', message: localized(ctx, 'productNotFound', sku) })
    } else if (!isSalable(product)) {
      errors.push({ code: 'NOT_SALABLE', message: localized(ctx, 'notSalable') })
    } else {
      const total = (inCart.get(product.id) ?? 0) + (adding.get(product.id) ?? 0) + quantity
      if (total > product.stock_qty) {
        errors.push({
          code: 'INSUFFICIENT_STOCK',
          message: localized(ctx, 'insufficientStock'),
          quantity: product.stock_qty,
        })
      } else {
        adding.set(product.id, (adding.get(product.id) ?? 0) + quantity)
      }
    }
  }
  await ctx.repos.carts.addQuantities(cart.id, adding, ctx.now)
  return errors
}
