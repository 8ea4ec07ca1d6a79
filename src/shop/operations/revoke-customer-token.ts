import type { ShopClient, ShopResult } from '../client/shop-result'

/**
 * Signs the customer out at the shop: Magento revokes the token the call carries.
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/revoke-token/
 */
export const REVOKE_CUSTOMER_TOKEN_MUTATION = /* GraphQL */ `
  mutation revokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`

export const revokeCustomerToken = async (client: ShopClient): Promise<ShopResult<boolean>> => {
  const result = await client.mutate<{ revokeCustomerToken: { result: boolean } | null }>(
    REVOKE_CUSTOMER_TOKEN_MUTATION,
  )
  return result.ok ? { ok: true, data: result.data.revokeCustomerToken?.result === true } : result
}
