import type { ChosenProduct } from '../../shop'
import type {
  WishlistChangeContext,
  WishlistKeep,
  WishlistMove,
  WishlistToggle,
} from './shared-wishlist'

/**
 * What changes the shared wishlist (./shared-wishlist.ts, whose WishlistChanges this module
 * is): a heart's toggle, a guest's kept press, the wishlist page's removals and moves. Its own
 * chunk, loaded with a customer's first change: a guest's page and a page without hearts never
 * download it.
 */

/** An add the shop did not make: refused with its reason (out of stock), or failed (shown already). */
const notAdded = (result: { message?: string } | null | undefined): WishlistRefusal =>
  result && result.message ? { kind: 'refused', message: result.message } : { kind: 'failed' }

type WishlistRefusal = { kind: 'refused'; message: string } | { kind: 'failed' }

/** Puts the product on the wishlist or, when it is there, takes it off (SharedWishlist.toggle). */
export const toggle = async (
  { store, loadActions, settle }: WishlistChangeContext,
  started: number,
  product: ChosenProduct,
): Promise<WishlistToggle> => {
  const { wishlist } = store.getState()
  const item = wishlist?.items.find((entry) => entry.product.sku === product.sku)
  // '0': Magento's customer wishlist, created with the first item where there is none.
  const id = wishlist?.id ?? '0'
  const actions = await loadActions()
  if (item) {
    const result = await actions?.removeFromWishlist(id, [item.id])
    if (!result || !result.ok) return { kind: 'failed' }
    settle(started, { status: 'ready', wishlist: result.data })
    return { kind: 'removed' }
  }
  const result = await actions?.addToWishlist(id, product)
  if (result && result.ok) {
    settle(started, { status: 'ready', wishlist: result.data })
    return { kind: 'added' }
  }
  return notAdded(result)
}

/** Puts the product on the wishlist unless it is there (SharedWishlist.keep). */
export const keep = async (
  { store, loadActions, settle }: WishlistChangeContext,
  started: number,
  product: ChosenProduct,
): Promise<WishlistKeep> => {
  let { wishlist } = store.getState()
  if (!wishlist) {
    const loaded = await (await loadActions())?.loadWishlist()
    if (!loaded || !loaded.ok) return { kind: 'failed' }
    wishlist = loaded.data
    settle(started, { status: 'ready', wishlist })
  }
  const kept = wishlist.items.find((entry) => entry.product.sku === product.sku)
  if (kept) return { kind: 'already', name: kept.product.name }
  const result = await (await loadActions())?.addToWishlist(wishlist.id, product)
  if (result && result.ok) {
    settle(started, { status: 'ready', wishlist: result.data })
    const added = result.data.items.find((entry) => entry.product.sku === product.sku)
    return { kind: 'added', name: added?.product.name ?? product.sku }
  }
  return notAdded(result)
}

/** Takes items off the wishlist (SharedWishlist.remove). */
export const remove = async (
  { store, loadActions, settle }: WishlistChangeContext,
  started: number,
  itemIds: string[],
): Promise<boolean> => {
  const { wishlist } = store.getState()
  if (!wishlist) return false
  const result = await (await loadActions())?.removeFromWishlist(wishlist.id, itemIds)
  if (!result || !result.ok) return false
  settle(started, { status: 'ready', wishlist: result.data })
  return true
}

/** Moves items into the cart (SharedWishlist.moveToCart). */
export const moveToCart = async (
  { store, loadActions, settle }: WishlistChangeContext,
  started: number,
  itemIds: string[] | undefined,
): Promise<WishlistMove | null> => {
  const { wishlist } = store.getState()
  if (!wishlist) return null
  const result = await (await loadActions())?.moveWishlistToCart(wishlist.id, itemIds)
  if (!result || !result.ok) return null
  const { wishlist: after, errors } = result.data
  settle(started, { status: 'ready', wishlist: after })
  return {
    moved: wishlist.items.length - after.items.length,
    refusals: new Map(errors.map((error) => [error.itemId, error.message])),
  }
}
