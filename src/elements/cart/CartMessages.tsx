import { MessageItems } from '../../brands/design/MessageItems'
import { MessagesAnnouncer } from '../../brands/design/MessagesAnnouncer'
import { useAreaMessages } from '../../shop'
import { useT } from '../../lib/i18n'

/**
 * The cart-area messages (SPEC.md section 8: add-to-cart errors, coupon and shop errors, the
 * success and info messages of section 8's end) next to the cart, with their own live region
 * that is in the page from the start, so that screen readers announce what appears in it.
 */
export function CartMessages() {
  const t = useT()
  const { messages, dismiss } = useAreaMessages('cart')
  return (
    <>
      <div className="ce-cart-messages">
        <MessageItems
          messages={messages}
          block="ce-cart-message"
          closeLabel={() => t('message.close')}
          onClose={dismiss}
        />
      </div>
      <MessagesAnnouncer messages={messages} />
    </>
  )
}
