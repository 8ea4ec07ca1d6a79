import { createSessionStore, type AccountActions, type AccountContextValue } from '../../account'
import { createAddressActions } from '../../account/addresses/address-actions'
import type { createCartHarness } from '../../cart/testing/cart-harness'

/**
 * The account context of element tests, over the cart harness's fake shop and session: signed
 * in when the cookies hold the token cookie, the address calls real (the fake shop answers them).
 */
export const testAccountContext = (
  harness: ReturnType<typeof createCartHarness>,
): AccountContextValue => {
  const notHere = () => Promise.reject(new Error('No account actions in element tests'))
  return {
    session: createSessionStore(harness.session.token() !== null),
    actions: { signIn: notHere, signOut: notHere } as unknown as AccountActions,
    addresses: createAddressActions({
      ...harness.env,
      session: harness.session,
      cart: harness.actions,
    }),
  }
}
