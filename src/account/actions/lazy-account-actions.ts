import { loadOnce } from '../../lib/load-once'
import type { AccountActionsEnvironment } from './context'
import type { AccountActions } from './create-account-actions'

/**
 * The page's account actions behind the load of their chunk (./load-account-actions.ts): a
 * caller awaits `load()` and calls the real actions it returns. Only a page where the shopper
 * signs in or out or opens an account screen downloads them.
 */
export interface AccountActionsLoader {
  /**
   * The actions, made once per page with the first load. Null when their code did not load: the
   * shopper has been told that the shop is unavailable, the caller answers as the action does
   * when the shop fails (null or false), and the next load tries again.
   */
  load(): Promise<AccountActions | null>
  /**
   * What signing out does without the actions' code: the session ends on this page and the cart
   * starts over as a guest's, the token not revoked (signing out never fails, ./sign-out.ts).
   */
  signOutHere(): void
}

export const createAccountActionsLoader = (
  env: AccountActionsEnvironment,
  load: () => Promise<(env: AccountActionsEnvironment) => AccountActions>,
): AccountActionsLoader => {
  const actions = loadOnce(() => load().then((create) => create(env)))
  return {
    load: () =>
      actions().catch(() => {
        env.messages.getState().add({ message: env.t('message.shop-unavailable'), type: 'error' })
        return null
      }),
    signOutHere: () => {
      env.session.end()
      env.cart.reset()
    },
  }
}
