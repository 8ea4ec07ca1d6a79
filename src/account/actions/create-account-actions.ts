import { type CustomerSummary, handleShopError, type NewCustomer } from '../../shop'
import type { AccountActionsEnvironment, AccountContext } from './context'
import { createOrderActions, type OrderActions } from './orders'
import * as profile from './profile'
import { signIn, type Credentials } from './sign-in'
import { signOut, type SignOutOptions } from './sign-out'
import { createWishlistActions, type WishlistActions } from './wishlist'

/**
 * The customer's session actions. Like the cart's, they resolve to true on success and have
 * shown any failure to the shopper by then, so callers need no try/catch.
 */
export interface AccountActions extends OrderActions, WishlistActions {
  signIn(credentials: Credentials): Promise<boolean>
  signOut(options?: SignOutOptions): Promise<boolean>
  /** Creates the account and signs the new customer in. */
  register(input: NewCustomer): Promise<boolean>
  requestPasswordReset(email: string): Promise<boolean>
  resetPassword(input: { email: string; token: string; password: string }): Promise<boolean>
  /** The signed-in customer's name and email; null when it could not be loaded (shown). */
  loadCustomer(): Promise<CustomerSummary | null>
  updateName(input: { firstname: string; lastname: string }): Promise<CustomerSummary | null>
  updateEmail(input: { email: string; password: string }): Promise<CustomerSummary | null>
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<boolean>
  /** Client navigation to a site path, with a message (a text key) kept for that page. */
  continueTo(path: string, message?: profile.ContinueMessage): Promise<boolean>
}

export const createAccountActions = (env: AccountActionsEnvironment): AccountActions => {
  const context: AccountContext = {
    ...env,
    fail: (error) =>
      handleShopError(error, {
        ...env,
        resetCart: () => env.cart.reset(),
        reinitialise: () => env.cart.initialise(),
      }),
  }
  return {
    ...createOrderActions(context),
    ...createWishlistActions(env),
    signIn: (credentials) => signIn(context, credentials),
    signOut: (options) => signOut(context, options),
    register: (input) => profile.register(context, input),
    requestPasswordReset: (email) => profile.requestPasswordReset(context, email),
    resetPassword: (input) => profile.resetPassword(context, input),
    loadCustomer: () => profile.loadCustomer(context),
    updateName: (input) => profile.updateName(context, input),
    updateEmail: (input) => profile.updateEmail(context, input),
    changePassword: (input) => profile.changePassword(context, input),
    continueTo: async (path, message) => profile.continueTo(context, path, message),
  }
}
