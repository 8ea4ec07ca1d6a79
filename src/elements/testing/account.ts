import {
  createSessionStore,
  createSharedWishlist,
  type AccountActions,
  type AccountActionsLoader,
  type AccountContextValue,
} from '../../account'
import { createWishlistActions } from '../../account/actions/wishlist'
import { createAddressActions } from '../../account/addresses/address-actions'
import type { createCartHarness } from '../../shop/testing'

/** A loader that hands out these account actions, as if their code had loaded. */
export const accountActionsLoaderOf = (actions: AccountActions): AccountActionsLoader => ({
  load: async () => actions,
  signOutHere: () => undefined,
})

/**
 * The account context of element tests, over the cart harness's fake shop and session: signed
 * in when the cookies hold the token cookie, the address and wishlist calls real (the fake shop
 * answers them).
 */
export const testAccountContext = (
  harness: ReturnType<typeof createCartHarness>,
): AccountContextValue => {
  const notHere = () => Promise.reject(new Error('No account actions in element tests'))
  const session = createSessionStore(harness.session.token() !== null)
  // The wishlist's calls are real too: the product page's button and the wishlist page use them.
  const wishlistActions = createWishlistActions({
    ...harness.env,
    session: harness.session,
    cart: harness.actions,
  })
  const addressActions = createAddressActions({
    ...harness.env,
    session: harness.session,
    cart: harness.actions,
  })
  return {
    session,
    actions: accountActionsLoaderOf({
      signIn: notHere,
      signOut: notHere,
      ...wishlistActions,
    } as unknown as AccountActions),
    wishlist: createSharedWishlist(async () => wishlistActions, session),
    addresses: async () => addressActions,
  }
}
