/**
 * The shop layer's test support, for tests and test support outside src/shop (inside it, by
 * path): a cart harness on a fake shop, the fake shop and its catalogue, a cookie jar in memory
 * and the checkout's stand-in confirmation. Product code never imports it (eslint.config.js).
 */
export {
  CUSTOMER_EMAIL,
  CUSTOMER_PASSWORD,
  CUSTOMER_TOKEN,
  TEST_SITE,
  TEST_TEXTS,
  cartCookie,
  createCartHarness,
  tokenCookie,
} from './cart-harness'
export { createFakeShop, type FakeShop, type FakeShopState } from './fake-shop'
export {
  FAKE_FAMILY_SIZES,
  FAKE_PRODUCTS,
  renderFamily,
  renderProduct,
  type FakeCartItem,
  type FakeProduct,
  type FakeReview,
} from './fake-shop-model'
export { cookieValue, createMemoryCookieJar, type MemoryCookieJar } from './memory-cookie-jar'
export {
  createFakeCheckoutConfirm,
  encodePurchasePayload,
  purchaseReturnSearch,
} from './fake-checkout-confirm'
// The eager cart actions, which the index leaves out (see createLazyCartActions there): a
// harness that wires the account layer to a cart runs them directly.
export { createCartActions } from '../actions/create-cart-actions'
