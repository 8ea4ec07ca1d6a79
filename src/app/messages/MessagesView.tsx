import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { MessageItems } from '../../brands/design/MessageItems'
import { MessagesAnnouncer } from '../../brands/design/MessagesAnnouncer'
import { useT } from '../../lib/i18n'
import type { Message, MessagesStore } from '../../lib/messages'

/**
 * Shopper messages under the header, spoken by their own live region (MessagesAnnouncer). Cart-area messages appear here unless
 * the page shows the cart itself. A new global message scrolls the page smoothly to the top
 * (SPEC.md section 4 'Messages'), so it is seen. The region stays under the sticky header while
 * the page scrolls, and on a phone it is fixed at the bottom of the viewport (./messages.css):
 * a message is seen where the shopper is, so the page stays put there.
 */
interface Props {
  store: MessagesStore
  showCartMessages: boolean
}

const visible = (message: Message, showCartMessages: boolean) =>
  message.area === 'global' || (showCartMessages && message.area === 'cart')

export const MessagesView = ({ store, showCartMessages }: Props) => {
  const t = useT()
  const messages = useStore(store, (state) => state.messages)
  const latest = messages.at(-1)
  const region = useRef<HTMLElement>(null)
  useEffect(() => {
    if (latest?.area !== 'global') return
    const fixed = region.current && getComputedStyle(region.current).position === 'fixed'
    if (!fixed) window.scrollTo({ top: 0, behavior: 'smooth' })
  }, [latest])
  const shown = messages.filter((message) => visible(message, showCartMessages))
  return (
    <>
      {/* A landmark of its own: it sits between the header and <main>, and content outside
          every landmark is missed by a screen reader's landmark navigation. */}
      <section ref={region} className="sf-messages container" aria-label={t('message.region')}>
        <MessageItems
          messages={shown}
          block="sf-message"
          closeLabel={() => t('message.close')}
          onClose={(id) => store.getState().remove(id)}
        />
      </section>
      <MessagesAnnouncer messages={shown} />
    </>
  )
}
