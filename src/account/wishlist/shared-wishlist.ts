import { createStore, type StoreApi } from 'zustand/vanilla'
import { loadOnce } from '../../lib/load-once'
import type { ChosenProduct, Wishlist } from '../../shop'
import type { WishlistActions } from '../actions/wishlist'
import type { SessionStore } from '../session/session-store'

/**
 * The customer's wishlist as every heart of a page sees it: the product
 * page's button, the quick view's and each product tile's. One load per page load, whoever
 * asks first; a change made through one heart shows on all. A session that ends forgets it, so
 * the next customer to sign in on this page load never sees another's hearts.
 */
export interface WishlistState {
  /** 'failed': the load failed (shown through the error catalogue); adding still works. */
  status: 'idle' | 'loading' | 'ready' | 'failed'
  wishlist: Wishlist | null
}

/**
 * What a toggle did, for the heart to announce: the shop's reason for a refused product (out of
 * stock); a failure was shown already, through the error catalogue.
 */
export type WishlistToggle =
  { kind: 'added' | 'removed' } | { kind: 'refused'; message: string } | { kind: 'failed' }

/** What keeping a product did; the product's name comes from the wishlist, for the message. */
export type WishlistKeep =
  | { kind: 'added' | 'already'; name: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }

/**
 * The page's shared wishlist: its store, and the calls of the hearts and the wishlist page. The
 * type is the factory's, so "go to definition" on a call leads to its code.
 */
export type SharedWishlist = ReturnType<typeof createSharedWishlist>

/** What moving into the cart did: how many went, and the shop's reason for each that stayed. */
export interface WishlistMove {
  moved: number
  refusals: ReadonlyMap<string, string>
}

export type WishlistCalls = Pick<
  WishlistActions,
  'loadWishlist' | 'addToWishlist' | 'removeFromWishlist' | 'moveWishlistToCart'
>

/**
 * The wishlist's calls, loaded with the account actions by the first that awaits them; null
 * when their code did not load (the shopper has been told that the shop is unavailable).
 */
export type LoadWishlistCalls = () => Promise<WishlistCalls | null>

/** What a change runs with: the page's wishlist store and the shop's calls. */
export interface WishlistChangeContext {
  store: StoreApi<WishlistState>
  loadActions: LoadWishlistCalls
  /** Stores a change's answer unless the session ended since `started` (its generation then). */
  settle(started: number, state: WishlistState): void
}

/**
 * The changes of SharedWishlist, in a chunk of their own (./wishlist-changes.ts). Declared here,
 * where they are called, so that the chunk depends on this module and not the other way round;
 * the compiler holds the chunk to it where it is loaded.
 */
export interface WishlistChanges {
  toggle(
    context: WishlistChangeContext,
    started: number,
    product: ChosenProduct,
  ): Promise<WishlistToggle>
  keep(
    context: WishlistChangeContext,
    started: number,
    product: ChosenProduct,
  ): Promise<WishlistKeep>
  remove(context: WishlistChangeContext, started: number, itemIds: string[]): Promise<boolean>
  moveToCart(
    context: WishlistChangeContext,
    started: number,
    itemIds: string[] | undefined,
  ): Promise<WishlistMove | null>
}

/** The chunk of the wishlist's changes, loaded with a customer's first change of it. */
const loadChanges = loadOnce((): Promise<WishlistChanges> => import('./wishlist-changes'))

const NOT_LOADED: WishlistState = { status: 'idle', wishlist: null }
const FAILED = { kind: 'failed' } as const

/**
 * The page's shared wishlist. `onLoadError` tells the shopper when the changes' code did not
 * load (the change then answers as failed, and the next one tries again); `load` loads it.
 */
export const createSharedWishlist = (
  loadActions: LoadWishlistCalls,
  session: SessionStore,
  onLoadError: (error: unknown) => void = (error) => console.error('wishlist: no code', error),
  load: () => Promise<WishlistChanges> = loadChanges,
) => {
  const store = createStore<WishlistState>()(() => NOT_LOADED)
  // A load or change that answers after the session ended must not bring the old list back.
  let generation = 0
  session.subscribe((state, previous) => {
    if (previous.signedIn && !state.signedIn) {
      generation += 1
      store.setState(NOT_LOADED, true)
    }
  })
  const settle = (started: number, state: WishlistState) => {
    if (started === generation) store.setState(state, true)
  }
  const fetchList = () => {
    const started = generation
    store.setState({ status: 'loading' })
    void loadActions()
      .then((actions) => actions?.loadWishlist())
      .then((result) =>
        settle(
          started,
          result && result.ok
            ? { status: 'ready', wishlist: result.data }
            : { status: 'failed', wishlist: null },
        ),
      )
  }
  const context = { store, loadActions, settle }
  /** Runs a change with the session's generation of the call, not of the code's arrival. */
  const change = <T>(run: (changes: WishlistChanges, started: number) => Promise<T>, failed: T) => {
    const started = generation
    return load().then(
      (changes) => run(changes, started),
      (error: unknown) => {
        onLoadError(error)
        return failed
      },
    )
  }
  return {
    store,
    /** Loads the wishlist unless it is loaded or loading (again after a failed load). */
    load: (): void => {
      const { status } = store.getState()
      if (status !== 'loading' && status !== 'ready') fetchList()
    },
    /** Loads the wishlist anew unless a load is under way (the wishlist page, on every visit). */
    reload: (): void => {
      if (store.getState().status !== 'loading') fetchList()
    },
    /**
     * Puts the product (of a family, the size chosen) on the wishlist or, when it is there, takes
     * it off. Each size of a family is its own item, as Magento keeps them.
     */
    toggle: (product: ChosenProduct): Promise<WishlistToggle> =>
      change((changes, started) => changes.toggle(context, started, product), FAILED),
    /**
     * Puts the product on the wishlist unless it is there already (a guest's 'Merken' kept until
     * the sign-in): never takes it off. The list is loaded first, waited for.
     */
    keep: (product: ChosenProduct): Promise<WishlistKeep> =>
      change((changes, started) => changes.keep(context, started, product), FAILED),
    /** Takes items off the wishlist; false when the shop did not (shown already). */
    remove: (itemIds: string[]): Promise<boolean> =>
      change((changes, started) => changes.remove(context, started, itemIds), false),
    /**
     * Moves items (all without `itemIds`) into the cart. Magento keeps a product the cart refuses
     * on the wishlist, with the reason: the answer names those, by wishlist item id.
     */
    moveToCart: (itemIds?: string[]): Promise<WishlistMove | null> =>
      change((changes, started) => changes.moveToCart(context, started, itemIds), null),
  }
}
