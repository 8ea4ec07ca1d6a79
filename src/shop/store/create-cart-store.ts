import { persist, type PersistStorage } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'
import { emptyCartState, type CartState } from './cart-state'
import {
  CART_COOKIE_NAME,
  CART_COOKIE_VERSION,
  pickPersisted,
  type PersistedCart,
} from './persisted-cart'

/**
 * One cart store per request (server) or page load (browser), never a module singleton.
 * The initial persisted state is passed in, already checked (readCartCookie of the request's
 * Cookie header on the server, loadCartCookie of document.cookie in the browser entry), so both
 * renders start from the same state and creating the store reads no browser global: hydration
 * is skipped, the storage only writes.
 */
export interface CreateCartStoreOptions {
  /** The site's currency, for the zero totals of an empty cart. */
  currency: string
  initial?: PersistedCart | null | undefined
  /**
   * The cart is known to be empty from the start: a guest without a cart cookie has none (a
   * customer's cart is the shop's to tell). Both renders then show the empty cart at once, not a
   * loading state that gives way to it and moves what is below (the cart page's layout shift, CLS).
   */
  knownEmpty?: boolean
  /** Cookie storage in the browser; none on the server, which never writes the cart. */
  storage?: PersistStorage<PersistedCart> | null | undefined
}

const NO_STORAGE: PersistStorage<PersistedCart> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
}

export const createCartStore = ({
  currency,
  initial,
  knownEmpty = false,
  storage,
}: CreateCartStoreOptions) => {
  return createStore<CartState>()(
    persist(() => ({ ...emptyCartState(currency), ...initial, isInitialized: knownEmpty }), {
      name: CART_COOKIE_NAME,
      version: CART_COOKIE_VERSION,
      storage: storage ?? NO_STORAGE,
      partialize: pickPersisted,
      skipHydration: true,
    }),
  )
}

export type CartStore = ReturnType<typeof createCartStore>
