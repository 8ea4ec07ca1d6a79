import { loadOnce } from '../../lib/load-once'

/** The chunk of the address book's calls (its four GraphQL documents), loaded once. */
export const loadAddressActions = loadOnce(() => import('./address-actions'))
