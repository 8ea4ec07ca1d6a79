import { lazyStandIn } from '../../lib/lazy-stand-in'
import type { AccountActionsEnvironment } from './context'
import type { AccountActions } from './create-account-actions'

type CreateAccountActions = (env: AccountActionsEnvironment) => AccountActions

/** The chunk of the account actions (the sign-in and sign-out operations). */
export const loadAccountActions = (): Promise<CreateAccountActions> =>
  import('./create-account-actions').then((module) => module.createAccountActions)

/**
 * The account actions behind a dynamic import, with the same interface: only a page where the
 * shopper signs in or out downloads them. A failed load shows the shop as unavailable, as the
 * cart's actions do, and the next call tries again; signing out still ends the session here.
 */
export const createLazyAccountActions = (
  env: AccountActionsEnvironment,
  load: () => Promise<CreateAccountActions> = loadAccountActions,
): AccountActions =>
  lazyStandIn<AccountActions>({
    load: () => load().then((create) => create(env)),
    onLoadError: (method, args) => {
      if (method === 'signOut') {
        env.session.end((args[0] ?? {}) as { skipCacheReset?: boolean })
        env.cart.reset()
        return true
      }
      env.messages.getState().add({ message: env.t('message.shop-unavailable'), type: 'error' })
      // The calls that answer with the customer answer null, the others false.
      return method === 'loadCustomer' || method === 'updateName' || method === 'updateEmail'
        ? null
        : false
    },
  }).standIn
