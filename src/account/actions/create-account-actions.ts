import { handleShopError } from '../../cart'
import type { AccountActionsEnvironment, AccountContext } from './context'
import { signIn, type Credentials } from './sign-in'
import { signOut, type SignOutOptions } from './sign-out'

/**
 * The customer's session actions. Like the cart's, they resolve to true on success and have
 * shown any failure to the shopper by then, so callers need no try/catch.
 */
export interface AccountActions {
  signIn(credentials: Credentials): Promise<boolean>
  signOut(options?: SignOutOptions): Promise<boolean>
}

export const createAccountActions = (env: AccountActionsEnvironment): AccountActions => {
  const context: AccountContext = {
    ...env,
    fail: (error) =>
      handleShopError(error, {
        ...env,
        logout: () => env.session.expire(),
        resetCart: () => env.cart.reset(),
        reinitialise: () => env.cart.initialise(),
      }),
  }
  return {
    signIn: (credentials) => signIn(context, credentials),
    signOut: (options) => signOut(context, options),
  }
}
