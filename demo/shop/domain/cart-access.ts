import { type ShopContext, currentCustomerId } from '../context'
import { invalidInput, noSuchEntity, notAuthorized, phrase } from '../errors'
import { randomId } from '../ids'
import type { CartRow } from '../repo/rows'

/**
 * Magento's GetCartForUser: the cart must exist in this store and be active; a guest may only use
 * guest carts, a customer only their own carts. `asGuest` checks the cart as a guest would
 * (mergeCarts' source cart).
 */
export const cartForUser = async (
  ctx: ShopContext,
  maskedId: string | null | undefined,
  { parameter = 'cart_id', asGuest = false }: { parameter?: string; asGuest?: boolean } = {},
): Promise<CartRow> => {
  if (!maskedId) throw invalidInput(phrase('missing', parameter))
  const customerId = asGuest ? null : currentCustomerId(ctx)
  const cart = await ctx.repos.carts.byMaskedId(maskedId)
  if (!cart || cart.store !== ctx.store.code) throw noSuchEntity(phrase('cartNotFound', maskedId))
  if (cart.is_active !== 1) throw noSuchEntity(phrase('cartInactive'))
  if (cart.customer_id === null && customerId === null) return cart
  if (cart.customer_id !== customerId) throw notAuthorized(phrase('cartForbidden', maskedId))
  return cart
}

/** The customer's active cart in this store, created when there is none (Query.customerCart). */
export const customerCartOf = async (ctx: ShopContext, customerId: number): Promise<CartRow> =>
  (await ctx.repos.carts.activeForCustomer(ctx.store.code, customerId)) ??
  ctx.repos.carts.activeOrNewForCustomer(ctx.store.code, customerId, randomId(), ctx.now)
