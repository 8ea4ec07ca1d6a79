import { shopFail, type ShopResult } from '../client/shop-result'
import type { ShopCart, ShopUserError } from '../types'
import { toShopCart, toUserErrors } from './map-shop-data'
import type { RawCart, RawUserError } from './raw-types'

/** Cart-returning operations share this: a missing cart in a successful answer is a parse error. */
export const cartResult = <T>(
  result: ShopResult<T>,
  operation: string,
  pick: (data: T) => RawCart | null | undefined,
): ShopResult<ShopCart> => {
  if (!result.ok) return result
  const raw = pick(result.data)
  return raw
    ? { ok: true, data: toShopCart(raw) }
    : shopFail('parse', operation, 'No cart in answer')
}

export interface CartWithUserErrors {
  cart: ShopCart
  userErrors: ShopUserError[]
}

/** For operations that return a cart plus the shopper's input errors (add, update, reorder). */
export const cartWithErrorsResult = <T>(
  result: ShopResult<T>,
  operation: string,
  pick: (
    data: T,
  ) =>
    | { cart: RawCart | null | undefined; errors: (RawUserError | null)[] | null | undefined }
    | null
    | undefined,
): ShopResult<CartWithUserErrors> => {
  if (!result.ok) return result
  const picked = pick(result.data)
  if (!picked?.cart) return shopFail('parse', operation, 'No cart in answer')
  return {
    ok: true,
    data: { cart: toShopCart(picked.cart), userErrors: toUserErrors(picked.errors) },
  }
}
