import type { ShopClient, ShopResult } from '../client/shop-result'

/**
 * Creates a customer account (no confirmation mail at the demo shop; src/account signs the new
 * customer in right after). https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/create-v2/
 */
export const CREATE_CUSTOMER_V2_MUTATION = /* GraphQL */ `
  mutation createCustomerV2($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
      }
    }
  }
`

export interface NewCustomer {
  firstname: string
  lastname: string
  email: string
  password: string
}

export const createCustomer = async (
  client: ShopClient,
  input: NewCustomer,
): Promise<ShopResult<true>> => {
  const result = await client.mutate<unknown>(CREATE_CUSTOMER_V2_MUTATION, { input })
  return result.ok ? { ok: true, data: true } : result
}
