import { SELF, env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CUSTOMER_CART,
  type Data,
  EMAIL,
  PASSWORD,
  SHOP,
  addItems,
  createGuestCart,
  failure,
  newCustomer,
  ok,
} from './helpers'

/** The operations the storefront's account layer sends (src/shop/operations), as it sends them. */
const SIGN_IN = `mutation generateCustomerToken($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`
const SIGN_OUT = 'mutation revokeCustomerToken { revokeCustomerToken { result } }'
const CUSTOMER = 'query customer { customer { firstname lastname email } }'
const MERGE = `mutation mergeCarts($source: String!) {
  mergeCarts(source_cart_id: $source) { id total_quantity items { quantity product { sku } } }
}`
const REGISTER_V1 = `mutation createCustomer($input: CustomerInput!) {
  createCustomer(input: $input) { customer { firstname lastname email } }
}`
const NOT_AUTHORIZED = {
  category: 'graphql-authorization',
  message: 'Bitte melden Sie sich erneut an.',
}

const setLifetime = async (body: unknown) => {
  const response = await SELF.fetch(`${SHOP}/_token-lifetime`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Data }
}

describe('the token lifetime knob', () => {
  afterEach(async () => {
    await setLifetime({ seconds: 3600 })
  })

  it('is an hour, Magento’s default, unless someone sets it', async () => {
    const response = await SELF.fetch(`${SHOP}/_token-lifetime`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ seconds: 3600 })
  })

  it('ends the sessions already signed in when it is lowered to 0 (a session expiring mid-visit)', async () => {
    const { token } = await newCustomer()
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    expect(await setLifetime({ seconds: 0 })).toEqual({ status: 200, body: { seconds: 0 } })
    expect(await failure(CUSTOMER, {}, { token })).toMatchObject(NOT_AUTHORIZED)
    expect(await failure(CUSTOMER_CART, {}, { token })).toMatchObject(NOT_AUTHORIZED)
    const guestCart = await createGuestCart()
    expect(await failure(MERGE, { source: guestCart }, { token })).toMatchObject(NOT_AUTHORIZED)
    expect(customerCart.id).toMatch(/^[A-Za-z0-9]{32}$/)
  })

  it('gives new tokens the lifetime set when they are issued', async () => {
    await setLifetime({ seconds: 120 })
    const { token } = await newCustomer()
    const row = await env.SHOP_DB.prepare(
      'SELECT expires_at - created_at AS lifetime FROM customer_tokens WHERE token = ?',
    )
      .bind(token)
      .first<{ lifetime: number }>()
    expect(row?.lifetime).toBe(120)
    expect((await ok<Data>(CUSTOMER, {}, { token })).customer.lastname).toBe('Kunde')
  })

  it.each([[{ seconds: -1 }], [{ seconds: 31_536_001 }], [{ seconds: 1.5 }], [{ seconds: '60' }]])(
    'answers 400 and keeps the lifetime when the body is %j',
    async (body) => {
      expect((await setLifetime(body)).status).toBe(400)
      expect(await (await SELF.fetch(`${SHOP}/_token-lifetime`)).json()).toEqual({ seconds: 3600 })
    },
  )
})

describe('sign-in, customer and sign-out as the storefront sends them', () => {
  it('signs in with email and password and answers customer { firstname lastname email }', async () => {
    const { generateCustomerToken } = await ok<Data>(SIGN_IN, { email: EMAIL, password: PASSWORD })
    const data = await ok<Data>(CUSTOMER, {}, { token: generateCustomerToken.token })
    expect(data.customer).toEqual({ firstname: 'Anna', lastname: 'Schneider', email: EMAIL })
  })

  it('answers wrong credentials with Magento’s authentication error, the same for an unknown email', async () => {
    const expected = {
      category: 'graphql-authentication',
      message:
        'Die Anmeldung war nicht erfolgreich oder Ihr Konto ist vorübergehend gesperrt. Bitte versuchen Sie es später noch einmal.',
      path: ['generateCustomerToken'],
    }
    expect(await failure(SIGN_IN, { email: EMAIL, password: 'passwort123!' })).toEqual(expected)
    expect(await failure(SIGN_IN, { email: 'x@example.com', password: PASSWORD })).toEqual(expected)
  })

  it('revokes the token at sign-out, after which it is an authorization error', async () => {
    const { token } = await newCustomer()
    expect(await ok<Data>(SIGN_OUT, {}, { token })).toEqual({
      revokeCustomerToken: { result: true },
    })
    expect(await failure(CUSTOMER, {}, { token })).toMatchObject(NOT_AUTHORIZED)
  })

  it('stores passwords hashed, never as typed', async () => {
    const { email } = await newCustomer()
    const row = await env.SHOP_DB.prepare('SELECT password_hash FROM customers WHERE email = ?')
      .bind(email)
      .first<{ password_hash: string }>()
    expect(row?.password_hash).toMatch(/^pbkdf2_sha256\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(row?.password_hash).not.toContain(PASSWORD)
  })
})

describe('createCustomer (Magento’s deprecated registration, still served)', () => {
  it('registers a customer who can then sign in', async () => {
    const email = `v1-${Date.now()}@example.com`
    const input = { email, firstname: 'Eva', lastname: 'Alt', password: 'Sicher!2026' }
    const data = await ok<Data>(REGISTER_V1, { input })
    expect(data.createCustomer.customer).toEqual({ firstname: 'Eva', lastname: 'Alt', email })
    const signedIn = await ok<Data>(SIGN_IN, { email, password: 'Sicher!2026' })
    expect(signedIn.generateCustomerToken.token).toMatch(/^[A-Za-z0-9]{32}$/)
  })

  it('requires the fields CustomerInput leaves optional in the schema (graphql-input)', async () => {
    const error = await failure(REGISTER_V1, { input: { firstname: 'Eva', lastname: 'Alt' } })
    expect(error).toMatchObject({
      category: 'graphql-input',
      message: '„email“ ist ein Pflichtfeld. Bitte ergänzen Sie es.',
    })
  })
})

describe('mergeCarts at sign-in', () => {
  it('moves the guest cart’s items into the customer cart and closes the guest cart', async () => {
    const { token } = await newCustomer()
    const guest = await createGuestCart()
    await addItems(guest, [{ sku: 'VIT-B12', quantity: 2 }])
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    const { mergeCarts } = await ok<Data>(MERGE, { source: guest }, { token })
    expect(mergeCarts.id).toBe(customerCart.id)
    expect(mergeCarts.total_quantity).toBe(2)
    expect(mergeCarts.items).toEqual([{ quantity: 2, product: { sku: 'VIT-B12' } }])
    // The guest cart is gone: merging it again finds nothing.
    expect((await failure(MERGE, { source: guest }, { token })).category).toBe(
      'graphql-no-such-entity',
    )
  })

  it('is for customers only: a guest gets an authorization error', async () => {
    const guest = await createGuestCart()
    expect(await failure(MERGE, { source: guest })).toMatchObject(NOT_AUTHORIZED)
  })
})
