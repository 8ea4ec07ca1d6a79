import { Icon } from '../../brands/design/Icon'
import { useAreaMessages } from '../../shop'
import { useT } from '../../lib/i18n'

/**
 * The cart-area messages (SPEC.md section 8: add-to-cart errors, coupon and shop errors, the
 * success and info messages of section 8's end) next to the cart, in a live region that is in
 * the page from the start, so that screen readers announce what appears in it.
 */
export function CartMessages() {
  const t = useT()
  const { messages, dismiss } = useAreaMessages('cart')
  return (
    <div className="ce-cart-messages" role="status" aria-live="polite">
      {messages.map((message) => (
        <p key={message.id} className={`ce-cart-message ce-cart-message--${message.type}`}>
          <Icon name={message.type === 'error' ? 'alert' : 'check'} size="md" />
          <span className="ce-cart-message__text">{message.message}</span>
          <button
            type="button"
            className="ce-cart-message__close"
            aria-label={t('message.close')}
            onClick={() => dismiss(message.id)}
          >
            <Icon name="close" size="sm" />
          </button>
        </p>
      ))}
    </div>
  )
}
