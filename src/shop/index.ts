/**
 * The shop layer: everything between the storefront and the shop's Magento GraphQL, without UI.
 * This file is its public face: code outside src/shop imports it through here only (an ESLint
 * rule, eslint.config.js), its tests' fakes through ./testing/index.ts.
 *
 * Owns: the shop client (@urql/core, graphql-ws only with a websocket endpoint), one file per
 * GraphQL operation (documents validated against the real schema in documents.test.ts), the
 * cart store (zustand, persisted in the `vitalis_cart` cookie), cart initialisation and
 * actions (SPEC.md section 4), input validation, the shop rows of the error catalogue
 * (SPEC.md section 8), the product catalogue store with its price rules, pack sizes and the
 * checkout link, the product listing's query model (filters, sort, page and search in the
 * address; the Magento request they make; the state a listing was loaded in), the purchase
 * return, and its React glue (./react: the cart context and its hooks, the cart's life in the
 * browser; re-exported here, no second entry: every page that renders the cart needs both).
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

// The eager GraphQL client is the worker's; the browser loads it on first use (lazyShopClient).
export { createShopClient, type ShopClientOptions } from './client/create-shop-client'
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
// The cart cookie's parser, with zod: the worker reads the cookie with it, the browser loads it
// on first use (loadCartCookie).
export { readCartCookie } from './store/cart-cookie'

// The eager actions are not exported (tests get them from ./testing): outside this layer they
// are loaded on first use only, through createLazyCartActions.
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
// The zod checks of shopper input (./validation.ts) and the products query
// (./operations/products-by-sku.ts) have no user outside this layer: its lazy chunks load them.

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
export {
  SIZE_PARAM,
  asListed,
  cartItemInputOf,
  chosenSize,
  inSize,
  shownSize,
  skusShown,
  type ChosenProduct,
} from './catalogue/pack-sizes'
export {
  nutritionDeclarationOf,
  type Nutrient,
  type NutritionDeclaration,
} from './catalogue/nutrition-declaration'
export {
  checkoutAction,
  checkoutFields,
  checkoutUrl,
  type CheckoutUrlOptions,
} from './catalogue/checkout-url'

// The product listing: its query in the address, the Magento request it makes, its facets and
// the state the worker loaded it in (the worker's loader and the listing element share them).
export {
  EMPTY_LISTING_QUERY,
  asksForNoPage,
  changed,
  clearedFilters,
  hasFilters,
  listingHref,
  listingParams,
  listingSearch,
  parseListingQuery,
  type ListingQuery,
  type ListingSort,
} from './catalogue/listing-query'
export { listingRequestOf } from './catalogue/listing-request'
export {
  FACET_CODES,
  aggregationOf,
  facetOptions,
  namesFacetValues,
  withKnownFacetValues,
} from './catalogue/listing-facets'
export type { ListingState } from './catalogue/listing-state'
export {
  PRODUCT_LISTING_QUERY,
  fetchProductListing,
  type ListingOption,
  type ProductListingRequest,
  type ProductListingResult,
} from './operations/product-listing'

// Operations the worker, the account layer and the elements run themselves (the cart's own run
// inside its actions). Naming them here costs no page a byte: see the end of this file.
export {
  PRODUCT_DETAIL_QUERY,
  fetchProductDetail,
  type ProductDetailImage,
  type ProductLeaflet,
  type ShopProductDetail,
  type SizeFacts,
} from './operations/product-detail'
export type { NutrientTable, ShopSupplementFacts } from './operations/supplement-facts'
export { fetchProductUrlKey } from './operations/product-url-key'
export {
  fetchSitemapProducts,
  fetchSitemapUrlKeys,
  type SitemapProduct,
} from './operations/sitemap-products'
export {
  fetchProductReviews,
  type ProductReview,
  type ReviewRating,
} from './operations/product-reviews'
export { fetchProductReviewCount, type ProductReviewCount } from './operations/product-review-count'
export { createProductReview } from './operations/create-product-review'
export { createCustomer, type NewCustomer } from './operations/create-customer'
export { fetchCustomer, type CustomerSummary } from './operations/customer'
export { generateCustomerToken } from './operations/generate-customer-token'
export { revokeCustomerToken } from './operations/revoke-customer-token'
export { requestPasswordResetEmail, resetPassword } from './operations/password-reset'
export {
  changeCustomerPassword,
  updateCustomerEmail,
  updateCustomerName,
} from './operations/update-customer'
export { fetchCustomerAddresses, type RawCustomerAddress } from './operations/customer-addresses'
export {
  createCustomerAddress,
  type CustomerAddressInput,
} from './operations/create-customer-address'
export { updateCustomerAddress } from './operations/update-customer-address'
export { deleteCustomerAddress } from './operations/delete-customer-address'
export {
  fetchCustomerOrder,
  type OrderAddress,
  type OrderDetail,
  type OrderLine,
  type OrderSummary,
} from './operations/customer-orders'
export { fetchCustomerOrders, type OrderPage } from './operations/customer-order-list'
export { fetchGuestOrder, type GuestOrderInput } from './operations/guest-order'
export {
  fetchCustomerReturn,
  fetchCustomerReturns,
  requestReturn,
  type ReturnRequest,
  type ReturnSummary,
} from './operations/customer-returns'
export {
  fetchCustomerWishlist,
  type Wishlist,
  type WishlistItem,
} from './operations/customer-wishlist'
export { addProductsToWishlist } from './operations/add-products-to-wishlist'
export {
  addWishlistItemsToCart,
  type WishlistMoveResult,
} from './operations/add-wishlist-items-to-cart'
export { removeProductsFromWishlist } from './operations/remove-products-from-wishlist'

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
export {
  decodePurchasePayload,
  purchaseStoreOf,
  purchaseSummaryOfOrder,
  type PurchaseSummary,
} from './purchase-payload'
export { isCheckoutReturn, purchasePayloadOf } from './purchase-query'
export { loadPurchaseReturn } from './load-purchase-return'

// What this index names costs a page nothing it does not use. Rolldown, which bundles the
// client (scripts/build.mjs), follows each name to its module, and package.json's sideEffects
// marks every module of ours free of side effects but two (the entry, zod's setup): a module
// named here that a page's entry does not use stays out of the entry, in the lazy chunk that
// uses it (the operations of the account screens, the eager client, the cart cookie's
// parser). Checked when every importer moved to this index: the home page's scripts
// kept their bytes. Under esbuild, used before, a named module joined the entry's script,
// which is why this index once left the eager client out; a change of bundler or of the
// sideEffects field needs the home page measured again.
