import type { TFunction } from 'i18next'
import type { MessagesStore } from '../../lib/messages'
import type { ShopUserError } from '../types'

/**
 * Shop messages are Magento's English sentences. They are looked up as keys in the ecommerce
 * texts, then in the backend texts, and shown raw when neither has them (SPEC.md section 8).
 * A missing key comes back from i18next as the key itself.
 */
export const translateShopMessage = (t: TFunction, message: string): string => {
  for (const key of [`ecommerce.${message}`, `backend.${message}`]) {
    const text = t(key)
    if (typeof text === 'string' && text !== '' && text !== key) return text
  }
  return message
}

/** Input errors of the shop (user_errors, errors, userInputErrors): each a cart-area error. */
export const showUserErrors = (
  messages: MessagesStore,
  t: TFunction,
  errors: readonly ShopUserError[],
): void => {
  for (const error of errors)
    messages.getState().add({
      message: translateShopMessage(t, error.message),
      type: 'error',
      area: 'cart',
    })
}
