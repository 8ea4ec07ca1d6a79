import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'
import type { CustomerAddressInput } from './create-customer-address'
import { CUSTOMER_ADDRESS_FIELDS, type RawCustomerAddress } from './customer-addresses'

/**
 * Changes one of the customer's addresses; also how an address becomes the default shipping or
 * billing address (only `default_shipping: true` sent). Another customer's id is an
 * authorization error, an unknown one no-such-entity.
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/update-address/
 */
export const UPDATE_CUSTOMER_ADDRESS_MUTATION = /* GraphQL */ `
  mutation updateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      ${CUSTOMER_ADDRESS_FIELDS}
    }
  }
`

export const updateCustomerAddress = async (
  client: ShopClient,
  id: number,
  input: Partial<CustomerAddressInput>,
): Promise<ShopResult<RawCustomerAddress>> => {
  const result = await client.mutate<{ updateCustomerAddress: RawCustomerAddress | null }>(
    UPDATE_CUSTOMER_ADDRESS_MUTATION,
    { id, input },
  )
  if (!result.ok) return result
  const address = result.data.updateCustomerAddress
  return address
    ? { ok: true, data: address }
    : shopFail('parse', 'updateCustomerAddress', 'No address in answer')
}
