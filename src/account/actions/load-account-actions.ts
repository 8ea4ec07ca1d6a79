import { loadOnce } from '../../lib/load-once'

/**
 * The chunk of the account actions (sign-in and sign-out, the profile, orders and returns, the
 * wishlist's calls), loaded once: only a page where the shopper uses one downloads it.
 */
export const loadAccountActions = loadOnce(() => import('./create-account-actions'))
