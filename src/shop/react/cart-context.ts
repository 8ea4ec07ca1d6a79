import { createContext, useContext, useSyncExternalStore } from 'react'
import { useStore } from 'zustand'
import type { Message, MessagesStore } from '../../lib/messages'
import type { CartActions } from '../actions/create-cart-actions'
import type { ProductsState, ProductStore } from '../catalogue/create-product-store'
import type { Product } from '../types'
import type { CartState } from '../store/cart-state'
import type { CartStore } from '../store/create-cart-store'

/**
 * React access to the cart. The Storefront root creates the stores and actions (per request on
 * the server, once per page load in the browser) and renders `<CartContext value={…}>`; there is
 * deliberately no default value, so a missing provider fails loudly instead of sharing state.
 */
export interface CartContextValue {
  cart: CartStore
  /** The shop's refetched data of the page's products (empty on the server). */
  products: ProductStore
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

/** A slice of the refetched products of the page. */
export const useProducts = <T>(selector: (state: ProductsState) => T): T =>
  useStore(useCartContext().products, selector)

/**
 * A product as the page carries it, or the shop's newer data once the browser refetched it
 * (SPEC.md section 4): the server's render and hydration show the page's own copy.
 */
export const useFreshProduct = <P extends Product | null | undefined>(product: P): P | Product => {
  const fresh = useProducts((state) => (product ? state.products[String(product.id)] : undefined))
  return fresh ?? product
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
