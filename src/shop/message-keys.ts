import { VALIDATION_MESSAGE_KEYS } from './validation-rules'

/**
 * Every text key the cart shows, for whoever maintains the CMS texts (the demo's texts.ts lacks
 * the last ones). Shop messages are looked up as 'ecommerce.<message>' and 'backend.<message>'.
 */
export const CART_MESSAGE_KEYS: readonly string[] = [
  'message.cart.add',
  'message.cart.remove',
  'message.coupon.success',
  'message.coupon.removed',
  'message.coupon.no-saving',
  'message.coupon.raises-total',
  'message.coupon.not-kept',
  'message.coupon.not-kept-other',
  'message.session-expired',
  'message.login.failed',
  'message.shop-unavailable',
  ...Object.values(VALIDATION_MESSAGE_KEYS),
]
