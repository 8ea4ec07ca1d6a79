import type { Translate } from '../../lib/i18n'
import type { CartActions, ShopClient, ShopError, ShopErrorOutcome, ShopTexts } from '../../shop'
import type { MessagesStore } from '../../lib/messages'
import type { CustomerSession } from '../session/create-customer-session'

/** What the account actions need from the app shell; all of it made per request / page load. */
export interface AccountActionsEnvironment {
  client: ShopClient
  session: CustomerSession
  /** The cart's actions: sign-in loads (and merges into) the customer cart, sign-out resets it. */
  cart: Pick<CartActions, 'initialise' | 'reset'>
  messages: MessagesStore
  t: Translate
  texts: () => ShopTexts
  navigate: (path: string) => void
  loginPath: () => string
  currentPath?: (() => string) | undefined
}

/** The shared plumbing of the action files (not public). */
export interface AccountContext extends AccountActionsEnvironment {
  /** Runs the error catalogue of SPEC.md section 8 for a failed call. */
  fail(error: ShopError): Promise<ShopErrorOutcome>
}
