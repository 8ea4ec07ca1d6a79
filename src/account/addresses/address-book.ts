import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AddressActions } from './address-actions'
import type { LoadAddressActions } from './lazy-address-actions'
import {
  sortAddresses,
  withSaved,
  type AddressDefault,
  type AddressFormValues,
  type CustomerAddress,
} from './address-model'

/**
 * The address book of one account page: what the shop holds for the customer, and whether it is
 * being loaded or changed. Made by the page's element (per page load, never at module level);
 * every change goes through the shop first and is shown only once the shop saved it.
 */
export interface AddressBookState {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  addresses: CustomerAddress[]
  /** An address (or 'new') being saved, deleted or made default: its buttons wait. */
  busy: number | 'new' | null
}

export interface AddressBook {
  store: StoreApi<AddressBookState>
  load(): Promise<boolean>
  create(values: AddressFormValues): Promise<boolean>
  update(id: number, values: AddressFormValues): Promise<boolean>
  makeDefault(id: number, kind: AddressDefault): Promise<boolean>
  remove(id: number): Promise<boolean>
}

export const createAddressBook = (loadActions: LoadAddressActions): AddressBook => {
  const store = createStore<AddressBookState>(() => ({
    status: 'idle',
    addresses: [],
    busy: null,
  }))
  const { getState, setState } = store
  /**
   * Runs one change; a second one while it runs is ignored (a double click). Calls whose code did
   * not load change nothing, as a failed call (the shopper has been told).
   */
  const change = async <T>(
    target: number | 'new',
    run: (actions: AddressActions) => Promise<T | null>,
    apply: (result: T) => CustomerAddress[],
  ): Promise<boolean> => {
    if (getState().busy !== null) return false
    setState({ busy: target })
    const actions = await loadActions()
    const result = actions && (await run(actions))
    if (result === null || result === false) {
      setState({ busy: null })
      return false
    }
    setState({ busy: null, addresses: apply(result) })
    return true
  }
  return {
    store,
    load: async () => {
      setState({ status: 'loading' })
      const actions = await loadActions()
      const addresses = actions && (await actions.list())
      setState(
        addresses ? { status: 'ready', addresses: sortAddresses(addresses) } : { status: 'failed' },
      )
      return addresses !== null
    },
    create: (values) =>
      change(
        'new',
        (actions) => actions.create(values),
        (saved) => withSaved(getState().addresses, saved),
      ),
    update: (id, values) =>
      change(
        id,
        (actions) => actions.update(id, values),
        (saved) => withSaved(getState().addresses, saved),
      ),
    makeDefault: (id, kind) =>
      change(
        id,
        (actions) => actions.makeDefault(id, kind),
        (saved) => withSaved(getState().addresses, saved),
      ),
    remove: (id) =>
      change(
        id,
        (actions) => actions.remove(id),
        () => getState().addresses.filter((address) => address.id !== id),
      ),
  }
}
