/**
 * account: the customer's session between the storefront and the shop, without screens (the
 * account screens are CMS content elements in src/elements).
 *
 * Owns: the customer token cookie (SPEC.md section 6: named for the shop, 7 days, Secure,
 * SameSite=Lax, on the shop's parent domain, none on localhost), the session (what the page shows
 * of it; a token that ended is never sent again), sign-in through generateCustomerToken with the
 * guest cart merged into the customer cart, sign-out through revokeCustomerToken with the client
 * cache reset unless skipped (SPEC.md section 4), and its React glue (./react).
 * The GraphQL documents live with the others in src/shop/operations, where one test validates
 * them all against the Magento schema; the error catalogue is the cart's (handleShopError).
 * May import: src/lib, src/brands and src/shop (DESIGN.md section 3); no hono, no Workers APIs.
 *
 * Wiring (src/app/services/create-services.ts): the session first (it hands the shop client its
 * token and the cart a CartSession), then the client, the cart and its actions, then
 *   createAccountActionsLoader({ client, session, cart: cartActions, messages, t, texts, navigate, loginPath, currentPath }, load)
 */
export {
  createAuthToken,
  readAuthToken,
  authTokenCookieName,
  shopCookieDomain,
  AUTH_TOKEN_MAX_AGE_SECONDS,
  type AuthToken,
  type AuthTokenOptions,
} from './session/auth-token'
export {
  createCustomerSession,
  type CustomerSession,
  type CustomerSessionOptions,
} from './session/create-customer-session'
export { createSessionStore, type SessionState, type SessionStore } from './session/session-store'

// The eager actions are not re-exported: their static path would put the sign-in operations in
// every page's JavaScript (see createAccountActionsLoader).
export type { AccountActions } from './actions/create-account-actions'
export type { AccountActionsEnvironment } from './actions/context'
export type { Credentials } from './actions/sign-in'
export type { SignOutOptions } from './actions/sign-out'
export type { ContinueMessage } from './actions/profile'
export type { WishlistActions, WishlistActionsEnvironment } from './actions/wishlist'
export {
  createAccountActionsLoader,
  type AccountActionsLoader,
} from './actions/lazy-account-actions'
export { loadAccountActions } from './actions/load-account-actions'
export { RETURN_PERIOD_DAYS, returnPeriodEnd, returnPeriodOver } from './return-period'

export {
  AccountContext,
  useAccountActions,
  useAddressActions,
  useAccountContext,
  useSignedIn,
  useSharedWishlist,
  useWishlistState,
  type AccountContextValue,
} from './react/account-context'
export {
  createSharedWishlist,
  type SharedWishlist,
  type WishlistState,
  type WishlistToggle,
  type WishlistKeep,
} from './wishlist/shared-wishlist'
export {
  rememberWishlistProduct,
  takeWishlistProduct,
  PENDING_WISHLIST_COOKIE,
} from './wishlist/pending-wishlist'
export {
  createAddressBook,
  createAddressActionsLoader,
  loadAddressActions,
  type AddressActions,
  type AddressBook,
  type AddressBookState,
  type AddressDefault,
  type AddressFormValues,
  type CustomerAddress,
  type LoadAddressActions,
} from './addresses'
