import { lazyStandIn } from '../../lib/lazy-stand-in'
import type { AddressActions, AddressActionsEnvironment } from './address-actions'

type CreateAddressActions = (env: AddressActionsEnvironment) => AddressActions

/** The chunk of the address book's calls (its four GraphQL documents). */
export const loadAddressActions = (): Promise<CreateAddressActions> =>
  import('./address-actions').then((module) => module.createAddressActions)

/**
 * The address actions behind a dynamic import: only the addresses page downloads them. A failed
 * load shows the shop as unavailable, as the cart's actions do; the next call tries again.
 */
export const createLazyAddressActions = (
  env: AddressActionsEnvironment,
  load: () => Promise<CreateAddressActions> = loadAddressActions,
): AddressActions =>
  lazyStandIn<AddressActions>({
    load: () => load().then((create) => create(env)),
    onLoadError: (method) => {
      env.messages.getState().add({ message: env.t('message.shop-unavailable'), type: 'error' })
      return method === 'remove' ? false : null
    },
  }).standIn
