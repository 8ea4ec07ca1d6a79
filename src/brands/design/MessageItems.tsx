import { Icon } from './Icon'

interface ShownMessage {
  id: string
  message: string
  type: string
}

/**
 * Dismissable messages, one paragraph each with its mark and close button, in a block's classes
 * (`sf-message` under the header, `ce-cart-message` beside the cart and in the quick view). The
 * live region that speaks them is the caller's MessagesAnnouncer beside the list, so the close
 * buttons are never read with a message.
 */
export function MessageItems({
  messages,
  block,
  closeLabel,
  onClose,
}: {
  messages: readonly ShownMessage[]
  block: string
  /** Asked only for a message shown: a page without one records no text it does not show. */
  closeLabel: () => string
  onClose: (id: string) => void
}) {
  return messages.map((message) => (
    <p key={message.id} className={`${block} ${block}--${message.type}`}>
      {/* A warning (a coupon that did not come along) is no confirmation: marked as an error. */}
      <Icon
        name={message.type === 'error' || message.type === 'warning' ? 'alert' : 'check'}
        size="md"
      />
      <span className={`${block}__text`}>{message.message}</span>
      <button
        type="button"
        className={`${block}__close`}
        aria-label={closeLabel()}
        onClick={() => onClose(message.id)}
      >
        <Icon name="close" size="sm" />
      </button>
    </p>
  ))
}
