import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'

/**
 * Signs a customer in: their bearer token for every later call (src/account stores it). Wrong
 * credentials are a graphql-authentication error, which the error catalogue leaves to the login
 * form (SPEC.md section 8). https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/generate-token/
 */
export const GENERATE_CUSTOMER_TOKEN_MUTATION = /* GraphQL */ `
  mutation generateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`

export const generateCustomerToken = async (
  client: ShopClient,
  email: string,
  password: string,
): Promise<ShopResult<string>> => {
  const result = await client.mutate<{ generateCustomerToken: { token: string | null } | null }>(
    GENERATE_CUSTOMER_TOKEN_MUTATION,
    { email, password },
  )
  if (!result.ok) return result
  const token = result.data.generateCustomerToken?.token
  return token
    ? { ok: true, data: token }
    : shopFail('parse', 'generateCustomerToken', 'No token in answer')
}
