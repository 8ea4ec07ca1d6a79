import type { APIRequestContext, Page } from '@playwright/test'

/**
 * The demo shop's customer as the e2e specs reach it directly (not through the storefront): to
 * sign in by cookie and to take away again what a test left in the cart or on the wishlist.
 */
const SHOP_GRAPHQL = 'http://127.0.0.1:8788/shop/vitalis/graphql'

/** A GraphQL request to the demo shop (Vitalis), as the customer when a token is given. */
export const shop = async (
  request: APIRequestContext,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
) => {
  const post = () =>
    request.post(SHOP_GRAPHQL, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      data: { query, variables },
    })
  // wrangler dev's proxy now and then drops a connection (ECONNRESET, the reason CI retries a
  // spec). A cleanup that died of it would leave the next attempt a changed customer, so the
  // request is sent once more; the specs' calls stand a repeat (a removal that finds nothing, a
  // wishlist item added twice).
  const response = await post().catch((error: unknown) => {
    if (!/ECONNRESET|socket hang up/i.test(String(error))) throw error
    return post()
  })
  return ((await response.json()) as { data: Record<string, unknown> }).data
}

/** A customer token of the demo customer (kunde@example.com). */
export const customerToken = async (request: APIRequestContext): Promise<string> => {
  const data = (await shop(
    request,
    null,
    'mutation generateCustomerToken($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email: 'kunde@example.com', password: 'Passwort123!' },
  )) as { generateCustomerToken: { token: string } }
  return data.generateCustomerToken.token
}

/** Signed in by cookie, as the login page would leave it; the token, to clean up with. */
export const signedIn = async (page: Page): Promise<string> => {
  const token = await customerToken(page.request)
  await page
    .context()
    .addCookies([{ name: 'vitalis_shop_token', value: token, domain: 'localhost', path: '/' }])
  return token
}

/** Takes products out of the customer's cart again (all of them without `skus`). */
export const removeFromCustomerCart = async (
  request: APIRequestContext,
  token: string,
  skus?: string[],
) => {
  const { customerCart } = (await shop(
    request,
    token,
    'query customerCart { customerCart { id items { uid product { sku } } } }',
  )) as { customerCart: { id: string; items: { uid: string; product: { sku: string } }[] } }
  for (const item of customerCart.items.filter(
    (entry) => !skus || skus.includes(entry.product.sku),
  ))
    await shop(
      request,
      token,
      'mutation removeItemFromCart($cartId: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) { cart { id } } }',
      { cartId: customerCart.id, uid: item.uid },
    )
}

/** Takes a product off the customer's wishlists (what a test left there). */
export const removeFromWishlist = async (
  request: APIRequestContext,
  token: string,
  sku: string,
) => {
  const { customer } = (await shop(
    request,
    token,
    'query customer { customer { wishlists { id items_v2(currentPage: 1, pageSize: 100) { items { id product { sku } } } } } }',
  )) as {
    customer: {
      wishlists: { id: string; items_v2: { items: { id: string; product: { sku: string } }[] } }[]
    }
  }
  for (const wishlist of customer.wishlists) {
    const ids = wishlist.items_v2.items
      .filter((entry) => entry.product.sku === sku)
      .map((entry) => entry.id)
    if (ids.length === 0) continue
    await shop(
      request,
      token,
      'mutation removeProductsFromWishlist($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { user_errors { message } } }',
      { id: wishlist.id, ids },
    )
  }
}
