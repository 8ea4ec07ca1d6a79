import { describe, expect, it, vi } from 'vitest'
import { tokenCookie } from '../../shop/testing'
import { createAccountHarness } from '../testing/account-harness'
import { createAccountActions } from './create-account-actions'
import { createAccountActionsLoader } from './lazy-account-actions'

const offline = () => new TypeError('Failed to fetch dynamically imported module')

/** The harness's account actions behind a loader, with a spy on the code it loads. */
const loaderHarness = (load = vi.fn(async () => createAccountActions)) => {
  const harness = createAccountHarness({ cookies: tokenCookie() })
  const env = {
    client: harness.shop,
    session: harness.session,
    cart: harness.cartActions,
    messages: harness.messages,
    t: (key: string) => (key === 'message.shop-unavailable' ? 'The shop is unavailable' : key),
    texts: () => ({}),
    navigate: () => undefined,
    loginPath: () => '/login',
  }
  return { ...harness, account: createAccountActionsLoader(env, load), load }
}

describe('createAccountActionsLoader', () => {
  it('loads the code with the first caller only, and makes the actions once', async () => {
    const { account, load } = loaderHarness()
    expect(load).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([account.load(), account.load()])
    expect(first).not.toBeNull()
    expect(second).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers a failed load with null, says the shop is unavailable, and loads again', async () => {
    const load = vi
      .fn<() => Promise<typeof createAccountActions>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(createAccountActions)
    const { account, texts } = loaderHarness(load)
    expect(await account.load()).toBeNull()
    expect(texts()).toEqual([{ message: 'The shop is unavailable', type: 'error', area: 'global' }])
    expect(await account.load()).not.toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('signs out on this page without the code: the session ends and the cart starts over', () => {
    const { account, session, state, load } = loaderHarness()
    expect(session.store.getState().signedIn).toBe(true)
    account.signOutHere()
    expect(session.store.getState().signedIn).toBe(false)
    expect(session.token()).toBeNull()
    expect(state()).toMatchObject({ id: null, itemsCount: 0 })
    expect(load).not.toHaveBeenCalled()
  })
})
