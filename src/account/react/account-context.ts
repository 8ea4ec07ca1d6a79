import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { AccountActionsLoader } from '../actions/lazy-account-actions'
import type { LoadAddressActions } from '../addresses/lazy-address-actions'
import type { SessionStore } from '../session/session-store'
import type { SharedWishlist, WishlistState } from '../wishlist/shared-wishlist'

/**
 * React access to the customer's session. The Storefront root renders `<AccountContext
 * value={…}>` with the session made per request (server) or per page load (browser); there is
 * no default value, so a missing provider fails loudly instead of sharing a session.
 */
export interface AccountContextValue {
  session: SessionStore
  /** The account actions, loaded with the first caller that awaits them. */
  actions: AccountActionsLoader
  /** The address book's calls (loaded with the first one); absent where no page needs them. */
  addresses?: LoadAddressActions
  /** The wishlist every heart of the page shares; absent where no page shows one. */
  wishlist?: SharedWishlist
}

export const AccountContext = createContext<AccountContextValue | null>(null)

export const useAccountContext = (): AccountContextValue => {
  const value = useContext(AccountContext)
  if (!value) throw new Error('AccountContext is missing: render inside <AccountContext value={…}>')
  return value
}

/** Whether a customer is signed in: from the token cookie on the server render already. */
export const useSignedIn = (): boolean =>
  useStore(useAccountContext().session, (state) => state.signedIn)

/** The loader of the account actions: a caller awaits `load()` and calls the actions it returns. */
export const useAccountActions = (): AccountActionsLoader => useAccountContext().actions

/** The loader of the address book's calls; fails loudly where the app shell did not provide it. */
export const useAddressActions = (): LoadAddressActions => {
  const { addresses } = useAccountContext()
  if (!addresses) throw new Error('AccountContext holds no address actions')
  return addresses
}

/** The page's shared wishlist; fails loudly where the app shell did not provide it. */
export const useSharedWishlist = (): SharedWishlist => {
  const { wishlist } = useAccountContext()
  if (!wishlist) throw new Error('AccountContext holds no wishlist')
  return wishlist
}

/** The shared wishlist's state, read from a component. */
export const useWishlistState = <T>(select: (state: WishlistState) => T): T =>
  useStore(useSharedWishlist().store, select)
