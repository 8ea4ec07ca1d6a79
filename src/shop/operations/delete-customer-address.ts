import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'

/**
 * Deletes one of the customer's addresses. Magento refuses a default shipping or billing address
 * (graphql-input), so the storefront offers deletion only for the others.
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/delete-address/
 */
export const DELETE_CUSTOMER_ADDRESS_MUTATION = /* GraphQL */ `
  mutation deleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`

export const deleteCustomerAddress = async (
  client: ShopClient,
  id: number,
): Promise<ShopResult<true>> => {
  const result = await client.mutate<{ deleteCustomerAddress: boolean | null }>(
    DELETE_CUSTOMER_ADDRESS_MUTATION,
    { id },
  )
  if (!result.ok) return result
  return result.data.deleteCustomerAddress
    ? { ok: true, data: true }
    : shopFail('parse', 'deleteCustomerAddress', 'The address was not deleted')
}
