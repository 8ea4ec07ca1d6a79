import { createContext, use, useContext, useSyncExternalStore } from 'react'
import { useStore } from 'zustand'
import type { Message, MessagesStore } from '../../lib/messages'
import type { CartActions } from '../actions/create-cart-actions'
import type { CatalogueState, CatalogueStore } from '../catalogue/create-catalogue-store'
import type { CartState } from '../store/cart-state'
import type { CartStore } from '../store/create-cart-store'

/**
 * React access to the cart. The Storefront root creates the stores and actions (per request on
 * the server, once per page load in the browser) and renders `<CartContext value={…}>`; there is
 * deliberately no default value, so a missing provider fails loudly instead of sharing state.
 */
export interface CartContextValue {
  cart: CartStore
  /**
   * A promise only in the worker, while the shop has not answered yet: readers suspend until it
   * settles, so the page around them streams first (src/worker/routes/page.ts).
   */
  catalogue: CatalogueStore | Promise<CatalogueStore>
  actions: CartActions
  /** The page's messages, so the cart can show its own area's messages next to it. */
  messages?: MessagesStore
}

export const CartContext = createContext<CartContextValue | null>(null)

export const useCartContext = (): CartContextValue => {
  const value = useContext(CartContext)
  if (!value) throw new Error('CartContext is missing: render inside <CartContext value={…}>')
  return value
}

/**
 * A slice of the cart state. Return a primitive or a stored object: a selector that builds a new
 * object on every call re-renders forever (wrap it in zustand's useShallow then).
 */
export const useCart = <T>(selector: (state: CartState) => T): T =>
  useStore(useCartContext().cart, selector)

/**
 * A slice of the catalogue. While the worker still waits for the shop, this suspends the calling
 * component (React's use()): render it inside a <Suspense> boundary with a loading fallback.
 */
export const useCatalogue = <T>(selector: (state: CatalogueState) => T): T => {
  const { catalogue } = useCartContext()
  return useStore(catalogue instanceof Promise ? use(catalogue) : catalogue, selector)
}

export const useCartActions = (): CartActions => useCartContext().actions

/** The cart store itself, for a handler that must read the state an action has just written. */
export const useCartStore = (): CartStore => useCartContext().cart

const NO_MESSAGES: Message[] = []
const subscribeToNothing = () => () => undefined

/**
 * The messages of one area (e.g. 'cart'), and a way to dismiss one: the app shell passes the
 * page's messages store along in CartContext, so the cart shows its own messages next to it.
 */
export const useAreaMessages = (area: string) => {
  const store = useCartContext().messages ?? null
  const snapshot = () => store?.getState().messages ?? NO_MESSAGES
  const all = useSyncExternalStore(store ? store.subscribe : subscribeToNothing, snapshot, snapshot)
  return {
    messages: all.filter((message) => message.area === area),
    dismiss: (id: string) => store?.getState().remove(id),
  }
}
