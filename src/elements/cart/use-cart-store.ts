import { useContext, useSyncExternalStore } from 'react'
import { CartContext, type CartContextValue, type CartStore } from '../../cart'
import type { Message } from '../../lib/messages'

/**
 * Store access the cart's public hooks do not offer: the cart store itself, for a handler that
 * must read the state an action has just written, and the page's messages store, which the app
 * shell passes along in CartContext so the cart shows its own messages next to it.
 */
const useCartContextValue = (): CartContextValue => {
  const value = useContext(CartContext)
  if (!value) throw new Error('CartContext is missing: render inside <CartContext value={…}>')
  return value
}

export const useCartStore = (): CartStore => useCartContextValue().cart

const NO_MESSAGES: Message[] = []
const subscribeToNothing = () => () => undefined

/** The messages of one area (e.g. 'cart'), and a way to dismiss one. */
export const useAreaMessages = (area: string) => {
  const store = useCartContextValue().messages ?? null
  const snapshot = () => store?.getState().messages ?? NO_MESSAGES
  const all = useSyncExternalStore(store ? store.subscribe : subscribeToNothing, snapshot, snapshot)
  return {
    messages: all.filter((message) => message.area === area),
    dismiss: (id: string) => store?.getState().remove(id),
  }
}
