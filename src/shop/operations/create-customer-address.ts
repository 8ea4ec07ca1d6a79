import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'
import { CUSTOMER_ADDRESS_FIELDS, type RawCustomerAddress } from './customer-addresses'

/**
 * Saves a new address in the customer's address book (CustomerAddressInput).
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/create-address/
 */
export const CREATE_CUSTOMER_ADDRESS_MUTATION = /* GraphQL */ `
  mutation createCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ${CUSTOMER_ADDRESS_FIELDS}
    }
  }
`

/** The fields of CustomerAddressInput the storefront sends. */
export interface CustomerAddressInput {
  firstname: string
  lastname: string
  company?: string
  street: string[]
  postcode: string
  city: string
  country_code: string
  telephone?: string
  default_shipping?: boolean
  default_billing?: boolean
}

export const createCustomerAddress = async (
  client: ShopClient,
  input: CustomerAddressInput,
): Promise<ShopResult<RawCustomerAddress>> => {
  const result = await client.mutate<{ createCustomerAddress: RawCustomerAddress | null }>(
    CREATE_CUSTOMER_ADDRESS_MUTATION,
    { input },
  )
  if (!result.ok) return result
  const address = result.data.createCustomerAddress
  return address
    ? { ok: true, data: address }
    : shopFail('parse', 'createCustomerAddress', 'No address in answer')
}
