import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  CART_QUERY,
  CUSTOMER_CART,
  type Data,
  EMAIL,
  PASSWORD,
  addItems,
  createGuestCart,
  failure,
  gql,
  login,
  newCustomer,
  ok,
} from './helpers'

const LOGIN = `mutation Login($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`
const CUSTOMER = '{ customer { firstname lastname email } }'
const REGISTER = `mutation Register($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { firstname lastname email } }
}`
const NOT_AUTHORIZED = {
  category: 'graphql-authorization',
  message: 'Bitte melden Sie sich erneut an.',
}

describe('customer sign-in', () => {
  it('generateCustomerToken signs the demo customer of every store in', async () => {
    for (const [brand, firstname] of [
      ['vitalis', 'Anna'],
      ['litozin', 'Lena'],
      ['queisser', 'Jonas'],
      ['stozzon', 'Marie'],
    ] as const) {
      const token = await login(brand)
      expect(token).toMatch(/^[A-Za-z0-9]{32}$/)
      const data = await ok<Data>(CUSTOMER, {}, { brand, token })
      expect(data.customer).toEqual({ firstname, lastname: expect.any(String), email: EMAIL })
    }
  })

  it('a wrong password or unknown email is graphql-authentication', async () => {
    for (const [email, password] of [
      [EMAIL, 'falsch'],
      ['niemand@example.com', PASSWORD],
    ]) {
      expect(await failure(LOGIN, { email, password })).toEqual({
        category: 'graphql-authentication',
        message:
          'Die Anmeldung war nicht erfolgreich oder Ihr Konto ist vorübergehend gesperrt. Bitte versuchen Sie es später noch einmal.',
        path: ['generateCustomerToken'],
      })
    }
  })

  it('customer without a token is graphql-authorization', async () => {
    expect(await failure(CUSTOMER)).toMatchObject(NOT_AUTHORIZED)
    expect(await failure(CUSTOMER_CART)).toMatchObject(NOT_AUTHORIZED)
  })

  it('an unknown token, a token of another store and an expired token are graphql-authorization', async () => {
    const litozinToken = await login('litozin')
    expect(await failure(CUSTOMER, {}, { token: 'x'.repeat(32) })).toMatchObject(NOT_AUTHORIZED)
    expect(await failure(CUSTOMER, {}, { token: litozinToken })).toMatchObject(NOT_AUTHORIZED)
    const { token } = await newCustomer()
    const cartId = await createGuestCart()
    await env.SHOP_DB.prepare('UPDATE customer_tokens SET expires_at = ? WHERE token = ?')
      .bind(Math.floor(Date.now() / 1000) - 1, token)
      .run()
    expect(await failure(CUSTOMER, {}, { token })).toMatchObject(NOT_AUTHORIZED)
    // A stale token also stops cart operations, even on a guest cart (session expiry).
    expect(await failure(CART_QUERY, { id: cartId }, { token })).toMatchObject(NOT_AUTHORIZED)
    // Guest-only reads such as the catalogue keep working.
    const products = await gql('{ products(search: "zink") { total_count } }', {}, { token })
    expect(products.errors).toBeUndefined()
  })

  it('tokens expire after an hour (Magento’s default lifetime)', async () => {
    const { token } = await newCustomer()
    const row = await env.SHOP_DB.prepare(
      'SELECT expires_at - created_at AS lifetime FROM customer_tokens WHERE token = ?',
    )
      .bind(token)
      .first<{ lifetime: number }>()
    expect(row?.lifetime).toBe(3600)
  })

  it('revokeCustomerToken signs out: the token stops working', async () => {
    const { token } = await newCustomer()
    const data = await ok<Data>('mutation { revokeCustomerToken { result } }', {}, { token })
    expect(data.revokeCustomerToken).toEqual({ result: true })
    expect(await failure(CUSTOMER, {}, { token })).toMatchObject(NOT_AUTHORIZED)
    expect(await failure('mutation { revokeCustomerToken { result } }')).toMatchObject(
      NOT_AUTHORIZED,
    )
  })
})

describe('createCustomerV2', () => {
  const input = (email: string, password = 'Sicher!2026') => ({
    input: { email, firstname: 'Eva', lastname: 'Neu', password },
  })

  it('registers a customer who can then sign in', async () => {
    const email = `neu-${Date.now()}@example.com`
    const data = await ok<Data>(REGISTER, input(email))
    expect(data.createCustomerV2.customer).toEqual({ firstname: 'Eva', lastname: 'Neu', email })
    const token = await ok<Data>(LOGIN, { email, password: 'Sicher!2026' })
    expect(token.generateCustomerToken.token).toMatch(/^[A-Za-z0-9]{32}$/)
  })

  it('refuses a taken email, an invalid email and weak passwords (graphql-input)', async () => {
    expect(await failure(REGISTER, input(EMAIL))).toMatchObject({
      category: 'graphql-input',
      message: 'Mit dieser E-Mail-Adresse gibt es bereits ein Kundenkonto.',
    })
    expect(await failure(REGISTER, input('kein-at.example.com'))).toMatchObject({
      category: 'graphql-input',
      message: '„kein-at.example.com“ ist keine gültige E-Mail-Adresse.',
    })
    expect((await failure(REGISTER, input('a@example.com', 'kurz'))).message).toMatch(
      /mindestens 8 Zeichen/,
    )
    expect((await failure(REGISTER, input('a@example.com', 'nurkleinbuchstaben'))).message).toMatch(
      /braucht 3 dieser vier Zeichenarten/,
    )
  })
})

describe('customer carts', () => {
  it('customerCart creates the customer’s cart once and keeps returning it', async () => {
    const { token } = await newCustomer()
    const first = await ok<Data>(CUSTOMER_CART, {}, { token })
    const second = await ok<Data>(CUSTOMER_CART, {}, { token })
    expect(first.customerCart.id).toBe(second.customerCart.id)
    await addItems(first.customerCart.id, [{ sku: 'VIT-B12', quantity: 1 }], { token })
    const cart = await ok<Data>(CART_QUERY, { id: first.customerCart.id }, { token })
    expect(cart.cart.total_quantity).toBe(1)
  })

  it('createEmptyCart gives a customer the id of their cart', async () => {
    const { token } = await newCustomer()
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    const data = await ok<Data>('mutation { createEmptyCart }', {}, { token })
    expect(data.createEmptyCart).toBe(customerCart.id)
  })

  it('createGuestCart is for guests only', async () => {
    const { token } = await newCustomer()
    const error = await failure('mutation { createGuestCart { cart { id } } }', {}, { token })
    expect(error).toMatchObject({ category: 'graphql-already-exists' })
  })

  it('a guest touching a customer cart is graphql-authorization', async () => {
    const { token } = await newCustomer()
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    const id = customerCart.id
    const expected = {
      category: 'graphql-authorization',
      message: `Auf den Warenkorb „${id}“ haben Sie keinen Zugriff.`,
    }
    expect(await failure(CART_QUERY, { id })).toMatchObject(expected)
    const add = await gql(
      'mutation A($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "VIT-B12", quantity: 1 }]) { cart { id } } }',
      { id },
    )
    expect(add.errors?.[0]).toMatchObject({
      message: expected.message,
      extensions: { category: expected.category },
    })
  })

  it('another customer’s cart and a guest cart are off limits to a customer', async () => {
    const alice = await newCustomer()
    const bob = await newCustomer()
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token: alice.token })
    expect(await failure(CART_QUERY, { id: customerCart.id }, { token: bob.token })).toMatchObject({
      category: 'graphql-authorization',
      message: `Auf den Warenkorb „${customerCart.id}“ haben Sie keinen Zugriff.`,
    })
    const guestCart = await createGuestCart()
    expect((await failure(CART_QUERY, { id: guestCart }, { token: bob.token })).category).toBe(
      'graphql-authorization',
    )
  })
})

describe('customer cart creation', () => {
  it('gives concurrent first requests one and the same cart', async () => {
    const { token } = await newCustomer()
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ok<Data>(CUSTOMER_CART, {}, { token })),
    )
    expect(new Set(results.map((r) => r.customerCart.id)).size).toBe(1)
  })
})
