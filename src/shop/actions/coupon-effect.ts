import { formatPrice } from '../../lib/format-price'
import { estimateTotals } from '../operations/estimate-totals'
import type { Money } from '../types'
import { notify, type ActionContext, type ShownEstimate } from './context'

/**
 * What a coupon did to the total the shopper saw. A coupon can raise it: the discount takes the
 * goods value under the free-shipping threshold, which Magento measures after discounts (its
 * free-shipping carrier reads the subtotal with discount, isFreeShippingRequired in
 * https://github.com/magento/magento2/blob/2.4-develop/app/code/Magento/OfflineShipping/Model/Carrier/Freeshipping.php),
 * or the coupon's rule stops a better automatic one (a rule that discards subsequent rules).
 * 'Ihr Gutschein wurde eingelöst' would then be the opposite of the truth, so the cart says
 * what happened and how to take it back.
 */

/** The total shown before the coupon, and the estimate whose shipping is part of it. */
export interface ShownTotal {
  total: Money
  estimate: ShownEstimate | null
}

export const shownTotal = (context: ActionContext): ShownTotal => {
  const state = context.cart.getState()
  // A shipping cost beside the totals is part of them: the estimate's, asked again below.
  const estimate = state.shippingCost ? context.lastEstimate : null
  return { total: state.prices.grand_total, estimate }
}

/**
 * The coupon's total on the footing of the one shown: the shop's answer has the items' prices
 * without an estimated shipping method (estimateTotals saves nothing), so where the shopper saw
 * an estimate's total the same estimate is asked for again. Null when it cannot be known.
 */
export const totalWithCoupon = async (
  context: ActionContext,
  cartId: string,
  shown: ShownTotal,
  answered: Money,
): Promise<Money | null> => {
  if (!shown.estimate) return answered
  const { address, method } = shown.estimate
  const estimated = await estimateTotals(context.client, cartId, address, method)
  return estimated.ok ? estimated.data.grand_total : null
}

const cents = (money: Money) => Math.round(money.value * 100)

/**
 * The confirmation when the total fell (or its change is unknown), else a warning that names
 * the code and both totals, and the button that takes the coupon off again.
 */
export const tellCouponEffect = (
  context: ActionContext,
  code: string,
  before: Money,
  after: Money | null,
) => {
  if (!after || after.currency !== before.currency || cents(after) < cents(before)) {
    notify(context, 'message.coupon.success', 'success')
    return
  }
  const values = {
    code,
    total: formatPrice(after, context.priceLanguage(), context.site.shop.currency),
    before: formatPrice(before, context.priceLanguage(), context.site.shop.currency),
    remove: context.t('cart.coupon.remove'),
  }
  const key =
    cents(after) === cents(before) ? 'message.coupon.no-saving' : 'message.coupon.raises-total'
  context.messages
    .getState()
    .add({ message: context.t(key, values), type: 'warning', area: 'cart' })
}
