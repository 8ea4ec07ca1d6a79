import { describe, expect, it } from 'vitest'
import type { ShopError } from '../../shop'
import { tokenCookie } from '../../shop/testing'
import { CUSTOMER_TOKEN, createAccountHarness } from '../testing/account-harness'

const graphqlError = (
  operation: string,
  category: string,
  message: string,
): Omit<ShopError, 'operation'> => ({
  kind: 'graphql',
  message,
  errors: [{ message, category, path: [operation] }],
  status: 200,
})

describe('the account screens’ actions', () => {
  it('confirms a reset request for an unknown address as for a known one', async () => {
    const harness = createAccountHarness()
    harness.shop.failNext(
      'requestPasswordResetEmail',
      graphqlError(
        'requestPasswordResetEmail',
        'graphql-input',
        "Cannot reset the customer's password",
      ),
    )
    expect(await harness.actions.requestPasswordReset(' niemand@example.com ')).toBe(true)
    expect(harness.texts()).toEqual([])
    expect(harness.shop.calls[0]?.variables).toEqual({ email: 'niemand@example.com' })
  })

  it('says so when the shop cannot be reached for a reset request', async () => {
    const harness = createAccountHarness()
    harness.shop.down = true
    expect(await harness.actions.requestPasswordReset('kunde@example.com')).toBe(false)
    expect(harness.texts()).toHaveLength(1)
  })

  it('shows a wrong current password as such, without ending the session', async () => {
    const harness = createAccountHarness({ cookies: tokenCookie() })
    harness.shop.failNext(
      'updateCustomerEmail',
      graphqlError('updateCustomerEmail', 'graphql-authentication', 'Invalid login or password.'),
    )
    expect(
      await harness.actions.updateEmail({ email: 'neu@example.com', password: 'x' }),
    ).toBeNull()
    expect(harness.texts()).toEqual([
      { message: expect.stringMatching(/password/i), type: 'error', area: 'global' },
    ])
    expect(harness.navigations).toEqual([])
    expect(harness.session.token()).toBe(CUSTOMER_TOKEN)
  })

  it("clears the wrong current password's error once the form's next try succeeds", async () => {
    const harness = createAccountHarness({ cookies: tokenCookie() })
    harness.shop.state.customers.add(CUSTOMER_TOKEN)
    const change = { email: 'neu@example.com', password: 'falsch' }
    expect(await harness.actions.updateEmail(change)).toBeNull()
    expect(harness.texts()).toHaveLength(1)
    const saved = await harness.actions.updateEmail({ ...change, password: 'Passwort123!' })
    expect(harness.texts()).toEqual([])
    expect(saved).toMatchObject({ email: 'neu@example.com' })
  })

  it('ends an expired session at the login page with the way back', async () => {
    const harness = createAccountHarness({
      cookies: tokenCookie(),
      currentPath: '/konto/persoenliche-daten',
    })
    harness.shop.failNext(
      'updateCustomerV2',
      graphqlError(
        'updateCustomerV2',
        'graphql-authorization',
        "The current customer isn't authorized.",
      ),
    )
    expect(await harness.actions.updateName({ firstname: 'A', lastname: 'B' })).toBeNull()
    expect(harness.navigations).toEqual(['/login?redirect=%2Fkonto%2Fpersoenliche-daten'])
    expect(harness.session.token()).toBeNull()
  })

  it('does not sign in when the account cannot be created', async () => {
    const harness = createAccountHarness()
    harness.shop.failNext(
      'createCustomerV2',
      graphqlError(
        'createCustomerV2',
        'graphql-input',
        'A customer with the same email address already exists in an associated website.',
      ),
    )
    const created = await harness.actions.register({
      firstname: 'Erika',
      lastname: 'Muster',
      email: 'kunde@example.com',
      password: 'Sicher-Passw0rt',
    })
    expect(created).toBe(false)
    expect(harness.operations().map(([operation]) => operation)).toEqual(['createCustomerV2'])
    expect(harness.session.token()).toBeNull()
    expect(harness.texts()).toHaveLength(1)
  })

  it('goes on to a page with a message that survives the route change to it', async () => {
    const harness = createAccountHarness()
    await harness.actions.continueTo('/konto?x=1', { key: 'message.account.registered' })
    expect(harness.navigations).toEqual(['/konto?x=1'])
    harness.messages.getState().routeChanged('/konto')
    expect(harness.texts()).toHaveLength(1)
    expect(harness.texts()[0]?.type).toBe('success')
  })
})
