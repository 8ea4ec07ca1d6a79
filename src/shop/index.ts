/**
 * cart: everything between the storefront and the shop's Magento GraphQL, without UI.
 *
 * Owns: the shop client (@urql/core, graphql-ws only with a websocket endpoint), one file per
 * GraphQL operation (documents validated against the real schema in documents.test.ts), the
 * cart store (zustand, persisted in the `vitalis_cart` cookie), cart initialisation and
 * actions (SPEC.md section 4), input validation, the shop rows of the error catalogue
 * (SPEC.md section 8), the product catalogue store with its price
 * rules and the checkout link, the purchase return, and its React glue (./react: the cart
 * context and its hooks, the cart's life in the browser).
 * May import: src/lib and src/brands only (DESIGN.md section 3); no hono, no Workers APIs.
 * Nothing here touches window, document or the clock at import time or during render: stores,
 * clients and actions are created per request (server) or per page load (browser).
 *
 * The customer's session (token cookie, sign-in, sign-out) belongs to src/account, which comes
 * after this layer: the cart sees it only as a CartSession (./session.ts) handed in.
 *
 * Wiring (browser entry, before hydrateRoot; src/app/services/create-services.ts):
 *   const jar = createDocumentCookieJar()
 *   const session = createCustomerSession({ brand, shopBaseUrl: site.shop.baseUrl, jar, … })
 *   const client = createShopClient({ url: site.shop.graphqlUrl, getToken: session.token,
 *     websocketUrl: site.shop.websocketUrl })
 *   const cart = createCartStore({ currency: site.shop.currency,
 *     initial: await loadCartCookie(jar.read()), storage: createCartCookieStorage(jar) })
 *   const actions = createLazyCartActions({ client, cart, messages, t, session, site, navigate, loginPath: () => path })
 * Server: createCartStore({ currency, initial: readCartCookie(request Cookie header) }), no storage.
 */
export type { Money, Product, ProductImage, DynamicAttributes, MinimumPrice } from './types'
export type { ProductSize, ConfiguredSize } from './types'
export type { CartItem, CartItemError, CartDiscount, CartPrices, CartType } from './types'
export type { ShippingAddress, ShippingMethod, ShopCart, ShopUserError } from './types'

// The eager GraphQL client is not re-exported here: a static path from this index to @urql/core
// would put it in every page's JavaScript. The worker imports client/create-shop-client directly.
export type { ShopClientOptions } from './client/create-shop-client'
export { createLazyShopClient, lazyShopClient } from './client/lazy-shop-client'
export type {
  ShopClient,
  ShopError,
  ShopErrorKind,
  ShopGraphQLError,
  ShopResult,
  ShopVariables,
} from './client/shop-result'
export { mapShopResult, operationName } from './client/shop-result'

export type { EstimateAddress } from './operations/estimate-shipping-methods'
export type { ShippingMethodChoice } from './operations/estimate-totals'

export { createDocumentCookieJar, createRequestCookieJar, type CookieJar } from './cookie-jar'
export type { CartSession } from './session'

export {
  createCartStore,
  type CartStore,
  type CreateCartStoreOptions,
} from './store/create-cart-store'
export { createCartCookieStorage } from './store/cookie-storage'
export { activeCoupon, emptyCartState, type CartState } from './store/cart-state'
export {
  CART_COOKIE_NAME,
  CART_COOKIE_MAX_AGE_SECONDS,
  type PersistedCart,
} from './store/persisted-cart'
export { loadCartCookie } from './store/load-cart-cookie'

// The eager actions are not re-exported: their static path would put the shop's operations in
// every page's JavaScript (see createLazyCartActions).
export type { CartActions } from './actions/create-cart-actions'
export { createLazyCartActions, loadCartActions } from './actions/lazy-cart-actions'
export type { CartActionsEnvironment, EstimateOptions, InitialiseOptions } from './actions/context'
export {
  handleShopError,
  CART_HEALING_OPERATIONS,
  type ShopErrorEnvironment,
  type ShopErrorOutcome,
} from './errors/handle-shop-error'
export { translateShopMessage, type ShopTexts } from './errors/translate'
export { CART_MESSAGE_KEYS } from './message-keys'
export { loadInputChecks } from './load-input-checks'
export {
  VALIDATION_MESSAGE_KEYS,
  MAX_QUANTITY,
  isValidPostcode,
  postcodePattern,
  type ValidationField,
} from './validation-rules'
// The zod checks of shopper input (./validation.ts), the cart cookie's parser
// (./store/cart-cookie.ts) and the products query (./operations/products-by-sku.ts) are not exported
// here: a module this index names is part of the first script of every page that imports the
// index, even where the name goes unused (esbuild splits code by the files an entry reaches).
// Their users import them by path: the worker, the add-to-cart rule, and the lazy chunks.

export {
  createProductStore,
  productsById,
  type ProductsState,
  type ProductStore,
} from './catalogue/create-product-store'
export {
  discountBadge,
  lineReduction,
  priceReduction,
  showsFromLabel,
  DISCOUNT_BADGE_THRESHOLD_PERCENT,
  type PriceReduction,
} from './catalogue/prices'
export { SIZE_PARAM, cartItemInputOf, chosenSize, inSize, shownSize } from './catalogue/pack-sizes'
export {
  checkoutAction,
  checkoutFields,
  checkoutUrl,
  type CheckoutUrlOptions,
} from './catalogue/checkout-url'

export {
  CartContext,
  useAreaMessages,
  useCart,
  useCartActions,
  useCartContext,
  useCartStore,
  useFreshProduct,
  useProducts,
  type CartContextValue,
} from './react/cart-context'
export { useCartLifecycle, type CartLifecycleOptions } from './react/use-cart-lifecycle'
export { useShopMessage } from './react/use-shop-message'
export { ShopClientContext } from './react/shop-client-context'
export type { PurchaseSummary } from './purchase-payload'
export { isCheckoutReturn, purchasePayloadOf } from './purchase-query'
export { loadPurchaseReturn } from './load-purchase-return'
