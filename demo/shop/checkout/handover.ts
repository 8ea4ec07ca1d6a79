import type { ShopContext } from '../context'
import { customerCartOf } from '../domain/cart-access'
import { CheckoutProblem } from '../domain/place-order'
import type { CartRow } from '../repo/rows'
import { encodePayload, signPayload } from './return-signature'

export const DEFAULT_RETURN_URL = 'http://localhost:8787/'

const LOOPBACK = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1)$/i

/** The storefront URL to come back to: http on localhost, *.localhost or 127.0.0.1 only. */
export const safeReturnUrl = (value: string | null | undefined): string => {
  if (!value) return DEFAULT_RETURN_URL
  try {
    const url = new URL(value)
    return url.protocol === 'http:' && LOOPBACK.test(url.hostname) && !url.username
      ? url.href
      : DEFAULT_RETURN_URL
  } catch {
    return DEFAULT_RETURN_URL
  }
}

/**
 * The return URL with ref=checkout, event=purchase, the payload and, with a secret, its
 * signature added to its query.
 */
export const purchaseReturnUrl = async (
  returnUrl: string,
  order: unknown,
  secret: string | undefined,
): Promise<string> => {
  const url = new URL(returnUrl)
  const payload = encodePayload(order)
  url.searchParams.set('ref', 'checkout')
  url.searchParams.set('event', 'purchase')
  url.searchParams.set('payload', payload)
  if (secret) url.searchParams.set('signature', await signPayload(secret, payload))
  return url.href
}

const activeCartOfStore = async (ctx: ShopContext, cartId: string): Promise<CartRow> => {
  const cart = await ctx.repos.carts.byMaskedId(cartId)
  if (!cart || cart.store !== ctx.store.code || cart.is_active !== 1) {
    throw new CheckoutProblem(`Der Warenkorb „${cartId}“ wurde nicht gefunden.`, 404)
  }
  return cart
}

/**
 * The cart a storefront hands over (cartId, token), as Magento's cartmerge does: with a token
 * the customer's cart, a guest cart handed over with it merged into that; without a token only a
 * guest cart.
 */
export const handedOverCart = async (ctx: ShopContext, cartId: string | null): Promise<CartRow> => {
  if (ctx.auth.kind === 'invalid') {
    throw new CheckoutProblem(
      'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
      403,
    )
  }
  if (ctx.auth.kind === 'guest') {
    if (!cartId) throw new CheckoutProblem('Es wurde kein Warenkorb übergeben.', 404)
    const cart = await activeCartOfStore(ctx, cartId)
    if (cart.customer_id !== null) {
      throw new CheckoutProblem(
        'Dieser Warenkorb gehört zu einem Kundenkonto. Bitte melden Sie sich an.',
        403,
      )
    }
    return cart
  }
  const customerId = ctx.auth.customer.id
  if (!cartId) {
    const cart = await ctx.repos.carts.activeForCustomer(ctx.store.code, customerId)
    if (!cart) throw new CheckoutProblem('Es wurde kein Warenkorb übergeben.', 404)
    return cart
  }
  const cart = await activeCartOfStore(ctx, cartId)
  if (cart.customer_id === customerId) return cart
  if (cart.customer_id !== null) {
    throw new CheckoutProblem('Dieser Warenkorb gehört zu einem anderen Kundenkonto.', 403)
  }
  const own = await customerCartOf(ctx, customerId)
  await ctx.repos.carts.mergeInto(cart.id, own.id, ctx.now)
  return own
}
