import type { ShopError } from '../client/shop-result'
import { translateShopMessage } from '../errors/translate'
import { applyCouponToCart } from '../operations/apply-coupon-to-cart'
import type { ShopCart } from '../types'
import type { ActionContext } from './context'

/**
 * The coupon a guest entered, after their cart was merged into the customer's at sign-in.
 * Magento's mergeCarts copies the guest cart's code over the customer cart's (Quote::merge,
 * https://github.com/magento/magento2/blob/2.4-develop/app/code/Magento/Quote/Model/Quote.php),
 * and the totals then drop it without a word where its cart rule does not hold for the customer
 * (a rule for guests or first orders only, its uses per customer spent); with it goes the code
 * the customer cart had. A shop whose merge moves the items only keeps the customer's code.
 * So the guest's code is applied again where the merged cart lost it, the customer's own
 * comes back when the guest's is refused, and the shopper is told which code did not come
 * along and why: a coupon never disappears unsaid.
 */
export interface HeldCoupons {
  /** The guest cart's active code, as the client held it before the merge. */
  guest: string | null
  /** The customer cart's active code before the merge. */
  customer: string | null
}

/** Resolves to the cart as it ends up. */
export const keepGuestCoupon = async (
  context: ActionContext,
  held: HeldCoupons,
  merged: ShopCart,
): Promise<ShopCart> => {
  const { guest, customer } = held
  if (!guest || merged.coupons.includes(guest)) return merged
  const active = merged.coupons[0]
  if (active) {
    // Magento takes one code per cart: the guest's would only be refused.
    warn(context, context.t('message.coupon.not-kept-other', { code: guest, active }))
    return merged
  }
  const applied = await applyCouponToCart(context.client, merged.id, guest)
  if (applied.ok) return applied.data
  const reason = refusalOf(context, applied.error)
  if (reason === null) {
    // Not a refusal of the code (the shop is unreachable, the session ended): the catalogue's.
    await context.fail(applied.error)
    return merged
  }
  warn(context, context.t('message.coupon.not-kept', { code: guest, reason }))
  if (!customer || customer === guest) return merged
  const restored = await applyCouponToCart(context.client, merged.id, customer)
  return restored.ok ? restored.data : merged
}

/** The shop's reason for refusing the code, in the page's language; null for other failures. */
const refusalOf = (context: ActionContext, error: ShopError): string | null => {
  if (error.kind !== 'graphql') return null
  const refusal = error.errors.find(
    (entry) => entry.category === 'graphql-input' || entry.category === 'graphql-no-such-entity',
  )
  return refusal ? translateShopMessage(context.texts(), refusal.message) : null
}

/**
 * In the cart area, as a warning: a sign-in leads on to another page (the account, the page the
 * shopper came for), and the warning goes along (src/account's continueTo).
 */
const warn = (context: ActionContext, message: string) =>
  context.messages.getState().add({ message, type: 'warning', area: 'cart' })
