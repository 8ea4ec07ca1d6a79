import {
  addProductsToWishlist,
  addWishlistItemsToCart,
  cartItemInputOf,
  type ChosenProduct,
  fetchCustomerWishlist,
  handleShopError,
  removeProductsFromWishlist,
  type ShopError,
  translateShopMessage,
  type Wishlist,
  type WishlistMoveResult,
} from '../../shop'
import type { AccountActionsEnvironment } from './context'
import type { Loaded } from './orders'

/**
 * The customer's wishlist: load it, add a product, remove items, move items
 * into the cart. Each call resolves to its result, or `{ ok: false }` once a failure was shown
 * through the error catalogue (SPEC.md section 8: a session that ended goes to the login page),
 * so callers need no try/catch. A product the shop refuses (out of stock) and items the cart
 * refuses are no failure of the call: they come back with the shop's reason in the page's
 * language, for the screen to show beside the product. The type is the factory's, so "go to
 * definition" on a call leads to its code.
 */
export type WishlistActions = ReturnType<typeof createWishlistActions>

/** What the wishlist calls need: the account's environment, of the session its token and end. */
export type WishlistActionsEnvironment = Omit<AccountActionsEnvironment, 'session'> & {
  session: Pick<AccountActionsEnvironment['session'], 'expire' | 'token'>
}

export const createWishlistActions = (env: WishlistActionsEnvironment) => {
  const fail = async (error: ShopError): Promise<{ ok: false }> => {
    await handleShopError(error, {
      ...env,
      resetCart: () => env.cart.reset(),
      reinitialise: () => env.cart.initialise(),
    })
    return { ok: false }
  }
  const translate = (message: string) => translateShopMessage(env.texts(), message)

  return {
    loadWishlist: async (): Promise<Loaded<Wishlist>> => {
      const result = await fetchCustomerWishlist(env.client)
      return result.ok ? result : fail(result.error)
    },
    /** One of a product (of a family, the size chosen); `message` says why the shop refused it. */
    addToWishlist: async (
      wishlistId: string,
      product: ChosenProduct,
    ): Promise<{ ok: true; data: Wishlist } | { ok: false; message?: string }> => {
      const result = await addProductsToWishlist(env.client, wishlistId, [
        cartItemInputOf(product, 1),
      ])
      if (!result.ok) return fail(result.error)
      const [refused] = result.data.userErrors
      return refused
        ? { ok: false, message: translate(refused.message) }
        : { ok: true, data: result.data.wishlist }
    },
    removeFromWishlist: async (
      wishlistId: string,
      itemIds: string[],
    ): Promise<Loaded<Wishlist>> => {
      const result = await removeProductsFromWishlist(env.client, wishlistId, itemIds)
      return result.ok ? result : fail(result.error)
    },
    /** The items (all without ids) into the cart, which is then reloaded: the header counts them. */
    moveWishlistToCart: async (
      wishlistId: string,
      itemIds?: string[],
    ): Promise<Loaded<WishlistMoveResult>> => {
      const result = await addWishlistItemsToCart(env.client, wishlistId, itemIds)
      if (!result.ok) return fail(result.error)
      // Magento answers without the cart: the customer cart is loaded again (SPEC.md section 4,
      // step 2), so the header's count and the cart page show what was moved.
      await env.cart.initialise()
      const errors = result.data.errors.map((error) => ({
        ...error,
        message: translate(error.message),
      }))
      return { ok: true, data: { wishlist: result.data.wishlist, errors } }
    },
  }
}
