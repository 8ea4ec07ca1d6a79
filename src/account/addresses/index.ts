/**
 * account/addresses: the customer's address book: its calls with the error
 * catalogue (./address-actions.ts, loaded on demand), the page's store (./address-book.ts) and
 * the model the address form fills (./address-model.ts). The screen is the account_addresses
 * content element. May import: src/lib, src/brands, src/shop.
 */
export type { AddressActions } from './address-actions'
export { createAddressActionsLoader, type LoadAddressActions } from './lazy-address-actions'
export { loadAddressActions } from './load-address-actions'
export { createAddressBook, type AddressBook, type AddressBookState } from './address-book'
export {
  sortAddresses,
  toAddressInput,
  withSaved,
  type AddressDefault,
  type AddressFormValues,
  type CustomerAddress,
} from './address-model'
