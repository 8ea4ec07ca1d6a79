import type { RawWishlist } from '../operations/customer-wishlist'
import {
  FakeShopError,
  renderConfigured,
  renderProduct,
  type FakeCart,
  type FakeShopState,
  type FakeWishlist,
} from './fake-shop-model'

/**
 * The fake shop's wishlists, as Magento Open Source answers them (demo/shop/resolvers/
 * wishlists.ts does the same over D1): one per customer token, created on first use; an
 * out-of-stock product is refused as a user error; moving to the cart adds each item through the
 * cart's stock check, removes each one added and reports each one refused.
 */
type Resolver = (state: FakeShopState, v: Record<string, unknown>, token: string | null) => unknown

const NOT_ALLOWED = 'The current user cannot perform operations on wishlist'

/** The customer's wishlist (created on first use); a guest gets Magento's authorization error. */
export const wishlistOf = (state: FakeShopState, token: string | null, path: string) => {
  if (!token || !state.customers.has(token))
    throw new FakeShopError('graphql-authorization', NOT_ALLOWED, [path])
  state.wishlists ??= new Map()
  let wishlist = state.wishlists.get(token)
  if (!wishlist) state.wishlists.set(token, (wishlist = { id: state.nextId++, items: [] }))
  return wishlist
}

export const renderWishlist = (state: FakeShopState, wishlist: FakeWishlist): RawWishlist => ({
  id: String(wishlist.id),
  items_v2: {
    items: wishlist.items.map((item) => {
      const product = state.products.find((entry) => entry.sku === item.sku)
      return {
        id: String(item.id),
        quantity: item.quantity,
        // A family's size is a ConfigurableWishlistItem, as in the cart.
        ...(product?.family
          ? renderConfigured(product, product.family)
          : {
              product: product
                ? { ...renderProduct(product), url_key: product.sku.toLowerCase() }
                : null,
            }),
      }
    }),
  },
})

/** The customer's wishlists as `customer { wishlists }` lists them: none before the first use. */
export const renderWishlists = (state: FakeShopState, token: string): RawWishlist[] => {
  const wishlist = state.wishlists?.get(token)
  return wishlist ? [renderWishlist(state, wishlist)] : []
}

/** Its id as given, or the customer's own for '0' (Magento: `(int) $wishlistId ?: own`). */
const named = (
  state: FakeShopState,
  v: Record<string, unknown>,
  token: string | null,
  path: string,
) => {
  const wishlist = wishlistOf(state, token, path)
  const id = Number.parseInt(String(v['wishlistId']), 10) || 0
  if (id !== 0 && id !== wishlist.id)
    throw new FakeShopError('graphql-input', 'The wishlist was not found.', [path])
  return wishlist
}

const customerCart = (state: FakeShopState, token: string): FakeCart => {
  const own = [...state.carts.values()].find((cart) => cart.owner === token)
  if (own) return own
  const cart: FakeCart = {
    id: `cart${state.nextId++}`,
    owner: token,
    items: [],
    coupons: [],
    address: null,
  }
  state.carts.set(cart.id, cart)
  return cart
}

export const wishlistResolvers: Record<string, Resolver> = {
  addProductsToWishlist: (state, v, token) => {
    const wishlist = named(state, v, token, 'addProductsToWishlist')
    const user_errors = []
    type Line = { sku: string; quantity: number; selected_options?: string[] }
    for (const line of v['wishlistItems'] as Line[]) {
      // A family's size comes as the family's sku with the size's option, as in the cart.
      const [option] = line.selected_options ?? []
      const product = state.products.find((entry) =>
        option
          ? entry.family?.sku === line.sku && entry.family.optionUid === option
          : entry.sku === line.sku && !entry.family,
      )
      if (!product) {
        user_errors.push({
          code: 'PRODUCT_NOT_FOUND',
          message: `Could not find a product with SKU "${line.sku}"`,
        })
      } else if (product.inStock === false) {
        user_errors.push({
          code: 'UNDEFINED',
          message: 'Cannot add product without stock to wishlist.',
        })
      } else {
        const existing = wishlist.items.find((item) => item.sku === product.sku)
        if (existing) existing.quantity += line.quantity
        else wishlist.items.push({ id: state.nextId++, sku: product.sku, quantity: line.quantity })
      }
    }
    return { addProductsToWishlist: { wishlist: renderWishlist(state, wishlist), user_errors } }
  },
  removeProductsFromWishlist: (state, v, token) => {
    const wishlist = named(state, v, token, 'removeProductsFromWishlist')
    const ids = (v['wishlistItemsIds'] as string[]).map(Number)
    wishlist.items = wishlist.items.filter((item) => !ids.includes(item.id))
    return {
      removeProductsFromWishlist: { wishlist: renderWishlist(state, wishlist), user_errors: [] },
    }
  },
  addWishlistItemsToCart: (state, v, token) => {
    const wishlist = named(state, v, token, 'addWishlistItemsToCart')
    const wanted = ((v['wishlistItemIds'] as string[] | null) ?? []).map(Number)
    const cart = customerCart(state, token ?? '')
    const errors = []
    for (const item of wishlist.items.filter((i) => wanted.length === 0 || wanted.includes(i.id))) {
      const product = state.products.find((entry) => entry.sku === item.sku)
      if (!product || product.inStock === false) {
        errors.push({
          code: 'INSUFFICIENT_STOCK',
          message: 'This product is out of stock.',
          wishlistId: String(wishlist.id),
          wishlistItemId: String(item.id),
        })
        continue
      }
      const line = cart.items.find((entry) => entry.sku === item.sku)
      if (line) line.quantity += item.quantity
      else cart.items.push({ uid: `item${state.nextId++}`, sku: item.sku, quantity: item.quantity })
      wishlist.items = wishlist.items.filter((entry) => entry !== item)
    }
    return {
      addWishlistItemsToCart: {
        status: errors.length === 0,
        wishlist: renderWishlist(state, wishlist),
        add_wishlist_items_to_cart_user_errors: errors,
      },
    }
  },
}
