import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { type Data, PASSWORD, SHOP, failure, gql, newCustomer, ok } from './helpers'

const REQUEST = 'mutation R($email: String!) { requestPasswordResetEmail(email: $email) }'
const RESET = `mutation S($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}`
const LOGIN = `mutation L($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`
const UPDATE = `mutation U($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { firstname lastname email } }
}`
const EMAIL_CHANGE = `mutation E($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) { customer { email } }
}`
const PASSWORD_CHANGE = `mutation P($current: String!, $next: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $next) { email }
}`
const NEW_PASSWORD = 'Neues-Passwort9'

const openToken = async (email: string): Promise<string | null> => {
  const response = await SELF.fetch(
    `${SHOP}/_password-reset?store=vitalis&email=${encodeURIComponent(email)}`,
  )
  return response.ok ? ((await response.json()) as { token: string }).token : null
}

describe('password forgotten and reset', () => {
  it('issues a token (shown by the knob), which sets a new password once and ends the sessions', async () => {
    const { email, token: session } = await newCustomer()
    expect(await openToken(email)).toBeNull()
    expect(await ok<Data>(REQUEST, { email })).toEqual({ requestPasswordResetEmail: true })
    const token = await openToken(email)
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(await ok<Data>(RESET, { email, token, password: NEW_PASSWORD })).toEqual({
      resetPassword: true,
    })
    await ok(LOGIN, { email, password: NEW_PASSWORD })
    expect((await failure(LOGIN, { email, password: PASSWORD })).category).toBe(
      'graphql-authentication',
    )
    // Used up, and the old session is over.
    expect(await failure(RESET, { email, token, password: PASSWORD })).toMatchObject({
      category: 'graphql-input',
      message:
        'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    })
    expect(
      (await gql('{ customer { email } }', {}, { token: session })).errors?.[0]?.extensions,
    ).toMatchObject({ category: 'graphql-authorization' })
  })

  it('answers as Magento: unknown email, wrong token, weak password', async () => {
    expect(await failure(REQUEST, { email: 'niemand@example.com' })).toMatchObject({
      category: 'graphql-input',
      message: 'Das Passwort kann gerade nicht zurückgesetzt werden.',
    })
    expect(await failure(REQUEST, { email: 'a..b@x.de' })).toMatchObject({
      message: 'Die E-Mail-Adresse ist ungültig.',
    })
    const { email } = await newCustomer()
    await ok(REQUEST, { email })
    expect(
      await failure(RESET, { email, token: 'x'.repeat(32), password: NEW_PASSWORD }),
    ).toMatchObject({
      message:
        'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    })
    const token = await openToken(email)
    expect((await failure(RESET, { email, token, password: 'kurz' })).message).toMatch(
      /mindestens 8 Zeichen/,
    )
  })
})

describe('account information', () => {
  it('updateCustomerV2 changes the name', async () => {
    const { token } = await newCustomer()
    const data = await ok<Data>(
      UPDATE,
      { input: { firstname: 'Erika', lastname: 'Muster' } },
      { token },
    )
    expect(data.updateCustomerV2.customer).toMatchObject({ firstname: 'Erika', lastname: 'Muster' })
    expect((await failure(UPDATE, { input: { firstname: ' ' } }, { token })).category).toBe(
      'graphql-input',
    )
    expect((await failure(UPDATE, { input: { firstname: 'A' } })).category).toBe(
      'graphql-authorization',
    )
  })

  it('updateCustomerEmail needs the password and a free address', async () => {
    const { token } = await newCustomer()
    const other = await newCustomer()
    const next = `neu-${Date.now()}@example.com`
    expect(await failure(EMAIL_CHANGE, { email: next, password: 'falsch' }, { token })).toEqual({
      category: 'graphql-authentication',
      message: 'Das Passwort stimmt nicht.',
      path: ['updateCustomerEmail'],
    })
    expect(
      (await failure(EMAIL_CHANGE, { email: other.email, password: PASSWORD }, { token })).message,
    ).toMatch(/gibt es bereits ein Kundenkonto/)
    const data = await ok<Data>(EMAIL_CHANGE, { email: next, password: PASSWORD }, { token })
    expect(data.updateCustomerEmail.customer.email).toBe(next)
    await ok(LOGIN, { email: next, password: PASSWORD })
  })

  it('changeCustomerPassword checks the current password and the rules', async () => {
    const { email, token } = await newCustomer()
    expect(
      (await failure(PASSWORD_CHANGE, { current: 'falsch', next: NEW_PASSWORD }, { token }))
        .category,
    ).toBe('graphql-authentication')
    expect(
      (await failure(PASSWORD_CHANGE, { current: PASSWORD, next: 'abc' }, { token })).category,
    ).toBe('graphql-input')
    await ok(PASSWORD_CHANGE, { current: PASSWORD, next: NEW_PASSWORD }, { token })
    await ok(LOGIN, { email, password: NEW_PASSWORD })
  })
})
