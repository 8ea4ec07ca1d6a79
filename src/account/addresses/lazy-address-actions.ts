import { loadOnce } from '../../lib/load-once'
import type { AddressActions, AddressActionsEnvironment } from './address-actions'

/**
 * The page's address calls behind the load of their chunk (./load-address-actions.ts): only
 * the addresses page downloads them. The calls, made once per page with the first load; null
 * when their code did not load: the shopper has been told that the shop is unavailable, the
 * caller answers as a failed call does, and the next load tries again.
 */
export type LoadAddressActions = () => Promise<AddressActions | null>

export const createAddressActionsLoader = (
  env: AddressActionsEnvironment,
  load: () => Promise<(env: AddressActionsEnvironment) => AddressActions>,
): LoadAddressActions => {
  const actions = loadOnce(() => load().then((create) => create(env)))
  return () =>
    actions().catch(() => {
      env.messages.getState().add({ message: env.t('message.shop-unavailable'), type: 'error' })
      return null
    })
}
