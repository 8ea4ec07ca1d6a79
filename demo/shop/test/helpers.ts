import { SELF } from 'cloudflare:test'
import { expect } from 'vitest'

export const SHOP = 'http://shop.test/shop'
export const PASSWORD = 'Passwort123!'
export const EMAIL = 'kunde@example.com'

/** Response data in tests: read loosely, asserted by expect(). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = any

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null
  errors?: { message: string; path?: (string | number)[]; extensions?: { category?: string } }[]
}

/** Whose shop a request asks, as whom, and in which store view (`Store` header; none: default). */
export interface RequestOptions {
  brand?: string
  token?: string
  store?: string | undefined
}

/** POSTs a GraphQL document to a brand's shop; `token` becomes a bearer header. */
export const gql = async <T = Data>(
  query: string,
  variables: Record<string, unknown> = {},
  { brand = 'vitalis', token, store }: RequestOptions = {},
): Promise<GraphQLResponse<T>> => {
  const response = await SELF.fetch(`${SHOP}/${brand}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(store === undefined ? {} : { store }),
    },
    body: JSON.stringify({ query, variables }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as GraphQLResponse<T>
}

/** The data of a response that must not have errors. */
export const ok = async <T = Data>(
  query: string,
  variables: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<T> => {
  const result = await gql<T>(query, variables, options)
  expect(result.errors).toBeUndefined()
  return result.data as T
}

/** The single error of a response: its message and Magento category. */
export const failure = async (
  query: string,
  variables: Record<string, unknown> = {},
  options: RequestOptions = {},
) => {
  const result = await gql(query, variables, options)
  expect(result.errors).toHaveLength(1)
  const [error] = result.errors!
  return { message: error!.message, category: error!.extensions?.category, path: error!.path }
}

export const CART_FIELDS = `
  id
  total_quantity
  is_virtual
  applied_coupons { code }
  items {
    uid id quantity
    product { sku name }
    prices {
      price { value currency }
      row_total { value }
      row_total_including_tax { value currency }
      total_item_discount { value }
    }
    errors { code message }
  }
  prices {
    grand_total { value currency }
    subtotal_including_tax { value currency }
    subtotal_excluding_tax { value }
    discounts { amount { value currency } label }
    applied_taxes { amount { value } label }
  }
  shipping_addresses {
    country { code }
    postcode
    selected_shipping_method { carrier_code method_code amount { value } }
    available_shipping_methods { carrier_code method_code amount { value } }
  }
`

export const createGuestCart = async (brand = 'vitalis'): Promise<string> => {
  const data = await ok<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
    {},
    { brand },
  )
  return data.createGuestCart.cart.id
}

export const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) {
    cart { ${CART_FIELDS} }
    user_errors { code message ... on InsufficientStockError { quantity } }
  }
}`

export const addItems = async (
  cartId: string,
  items: { sku: string; quantity: number; parent_sku?: string }[],
  options: RequestOptions = {},
) =>
  (
    await ok<{ addProductsToCart: { cart: Data; user_errors: Data[] } }>(
      ADD,
      { cartId, items },
      options,
    )
  ).addProductsToCart

export const login = async (brand = 'vitalis'): Promise<string> => {
  const data = await ok<{ generateCustomerToken: { token: string } }>(
    'mutation Login($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email: EMAIL, password: PASSWORD },
    { brand },
  )
  return data.generateCustomerToken.token
}

export const CART_QUERY = `query Cart($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`

let customers = 0

/** Registers a fresh customer (so tests never share a customer cart) and signs them in. */
export const newCustomer = async (brand = 'vitalis') => {
  const email = `test-${Date.now()}-${++customers}-${Math.random().toString(36).slice(2, 8)}@example.com`
  await ok(
    `mutation Register($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { email, firstname: 'Test', lastname: 'Kunde', password: PASSWORD } },
    { brand },
  )
  const data = await ok<{ generateCustomerToken: { token: string } }>(
    'mutation Login($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
    { brand },
  )
  return { email, token: data.generateCustomerToken.token }
}

export const CUSTOMER_CART = `query { customerCart { ${CART_FIELDS} } }`
