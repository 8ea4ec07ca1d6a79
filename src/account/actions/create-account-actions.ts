import { type CustomerSummary, handleShopError, type NewCustomer } from '../../shop'
import type { AccountActionsEnvironment, AccountContext } from './context'
import { createOrderActions } from './orders'
import * as profile from './profile'
import { signIn, type Credentials } from './sign-in'
import { signOut, type SignOutOptions } from './sign-out'
import { createWishlistActions } from './wishlist'

/**
 * The customer's session actions, with the order and wishlist calls. Like the cart's, they
 * resolve to true on success and have shown any failure to the shopper by then, so callers need
 * no try/catch. The type is the factory's, so "go to definition" on an action leads to its code.
 */
export type AccountActions = ReturnType<typeof createAccountActions>

export const createAccountActions = (env: AccountActionsEnvironment) => {
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
    signIn: (credentials: Credentials): Promise<boolean> => signIn(context, credentials),
    signOut: (options?: SignOutOptions): Promise<boolean> => signOut(context, options),
    /** Creates the account and signs the new customer in. */
    register: (input: NewCustomer): Promise<boolean> => profile.register(context, input),
    requestPasswordReset: (email: string): Promise<boolean> =>
      profile.requestPasswordReset(context, email),
    resetPassword: (input: { email: string; token: string; password: string }): Promise<boolean> =>
      profile.resetPassword(context, input),
    /** The signed-in customer's name and email; null when it could not be loaded (shown). */
    loadCustomer: (): Promise<CustomerSummary | null> => profile.loadCustomer(context),
    updateName: (input: { firstname: string; lastname: string }): Promise<CustomerSummary | null> =>
      profile.updateName(context, input),
    updateEmail: (input: { email: string; password: string }): Promise<CustomerSummary | null> =>
      profile.updateEmail(context, input),
    changePassword: (input: { currentPassword: string; newPassword: string }): Promise<boolean> =>
      profile.changePassword(context, input),
    /** Client navigation to a site path, with a message (a text key) kept for that page. */
    continueTo: async (path: string, message?: profile.ContinueMessage): Promise<boolean> =>
      profile.continueTo(context, path, message),
  }
}
