import type { TextKey, Translate } from '../../lib/i18n'
import type { PublicSite } from '../../brands'
import type { MessagesStore } from '../../lib/messages'
import type { ShopClient, ShopError } from '../client/shop-result'
import type { ShopErrorOutcome } from '../errors/handle-shop-error'
import type { ShopTexts } from '../errors/translate'
import type { CartSession } from '../session'
import type { CartStore } from '../store/create-cart-store'
import type { EstimateAddress } from '../operations/estimate-shipping-methods'
import type { ShippingMethodChoice } from '../operations/estimate-totals'
import { VALIDATION_MESSAGE_KEYS, type ValidationField } from '../validation-rules'

/** What the cart actions need from the app shell; all of it created per request / page load. */
export interface CartActionsEnvironment {
  client: ShopClient
  cart: CartStore
  messages: MessagesStore
  t: Translate
  /** The CMS texts of the current locale: the shop's messages are translated through them. */
  texts: () => ShopTexts
  /** The customer's session (src/account): the token, and its end on an authorization error. */
  session: CartSession
  site: Pick<PublicSite, 'shop' | 'cart'>
  /** Client-side navigation (the router's push), used on session expiry. */
  navigate: (path: string) => void
  /** The login page in the current locale, prefix included; a function, as the locale can change. */
  loginPath: () => string
  currentPath?: (() => string) | undefined
  /**
   * Told of every add the shop accepted (the app's analytics): the cart layer knows nothing of
   * analytics (DESIGN.md section 3), and a hook keeps the call path from the button to the action
   * free of wrappers.
   */
  onAdded?: ((added: { sku: string; quantity: number }) => void) | undefined
  /**
   * The language tag the page writes its prices in ('de-DE'): messages that name an amount
   * ('Gesamtsumme jetzt 52,75 € statt 50,90 €') read like the totals beside them. A tag, not a
   * formatter: the number formatting loads with the actions that use it, not with every page.
   */
  priceLanguage: () => string
}

/** The address and method of the shipping estimate whose totals the cart shows. */
export interface ShownEstimate {
  address: EstimateAddress
  method: ShippingMethodChoice
}

/** The shared plumbing of the action files (not public). */
export interface ActionContext extends CartActionsEnvironment {
  /** Runs the catalogue of SPEC.md section 8 for a failed call. */
  fail(error: ShopError): Promise<ShopErrorOutcome>
  /** Shows the validation message of a field in the cart area; always false. */
  invalid(field: ValidationField): false
  /**
   * Marks the cart pending while `work` runs, after dropping stale cart-area errors: the
   * shopper's latest action speaks. Work that only follows a cart change (a background shipping
   * estimate) keeps them, so it never hides the answer to the action it follows.
   */
  track<T>(work: () => Promise<T>, options?: TrackOptions): Promise<T>
  reset(): void
  initialise(options?: InitialiseOptions): Promise<boolean>
  /**
   * The last estimate whose totals were shown (null before one): a coupon's effect on the total
   * is measured with the same shipping (./coupon-effect.ts).
   */
  lastEstimate: ShownEstimate | null
}

export interface TrackOptions {
  keepMessages?: boolean | undefined
}

/** An estimate the cart starts by itself (its items changed) rather than the shopper. */
export interface EstimateOptions {
  followsCartChange?: boolean | undefined
}

export interface InitialiseOptions {
  /**
   * The page is the shop host's hand-back after a checkout (isCheckoutReturn): that cart is an
   * order now, so it is reset first (SPEC.md section 4, step 1).
   */
  checkoutReturn?: boolean | undefined
  /** Create a guest cart when none is held (step 4). */
  create?: boolean | undefined
}

export const showInvalid = (context: CartActionsEnvironment, field: ValidationField): false => {
  context.messages.getState().add({
    message: context.t(VALIDATION_MESSAGE_KEYS[field]),
    type: 'error',
    area: 'cart',
  })
  return false
}

/** A cart-area success or info message (kept next to the cart, so the page does not scroll). */
export const notify = (context: CartActionsEnvironment, key: TextKey, type: 'success' | 'info') =>
  context.messages.getState().add({ message: context.t(key), type, area: 'cart' })
