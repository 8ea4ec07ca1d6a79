import { loadOnce } from '../../lib/load-once'
import type { AccountActionsEnvironment } from './context'
import type { AccountActions } from './create-account-actions'

/**
 * The page's account actions behind the load of their chunk (./load-account-actions.ts): a
 * caller awaits `load()` and calls the real actions it returns. Only a page where the shopper
 * signs in or out or opens an account screen downloads them. The type is the factory's, so "go
 * to definition" on a call leads to its code.
 */
export type AccountActionsLoader = ReturnType<typeof createAccountActionsLoader>

export const createAccountActionsLoader = (
  env: AccountActionsEnvironment,
  load: () => Promise<(env: AccountActionsEnvironment) => AccountActions>,
) => {
  const actions = loadOnce(() => load().then((create) => create(env)))
  return {
    /**
     * The actions, made once per page with the first load. Null when their code did not load: the
     * shopper has been told that the shop is unavailable, the caller answers as the action does
     * when the shop fails (null or false), and the next load tries again.
     */
    load: (): Promise<AccountActions | null> =>
      actions().catch(() => {
        env.messages.getState().add({ message: env.t('message.shop-unavailable'), type: 'error' })
        return null
      }),
    /**
     * What signing out does without the actions' code: the session ends on this page and the cart
     * starts over as a guest's, the token not revoked (signing out never fails, ./sign-out.ts).
     */
    signOutHere: (): void => {
      env.session.end()
      env.cart.reset()
    },
  }
}
