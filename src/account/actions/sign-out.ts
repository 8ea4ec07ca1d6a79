import { revokeCustomerToken } from '../../shop'
import type { AccountContext } from './context'

export interface SignOutOptions {
  /** Keep the shop client's cache (SPEC.md section 4: reset unless skipped). */
  skipCacheReset?: boolean
}

/**
 * Signs the customer out: the shop revokes the token, then it leaves the cookie, the client's
 * cache is reset unless skipped, and the cart starts over as a guest's. The token goes even when
 * the shop cannot be reached or already refused it: signing out never fails, and never sends the
 * shopper to the login page as an expired session would.
 */
export const signOut = async (context: AccountContext, options: SignOutOptions = {}) => {
  if (context.session.token()) await revokeCustomerToken(context.client)
  context.session.end(options)
  context.cart.reset()
  return true
}
