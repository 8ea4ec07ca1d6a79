import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'

/**
 * The customer's address book: every saved address with its default flags. The operation is
 * named after its root field, like every document (the error catalogue matches on it).
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/queries/customer/
 */
export const CUSTOMER_ADDRESS_FIELDS = /* GraphQL */ `
  id
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  telephone
  default_shipping
  default_billing
`

export const CUSTOMER_ADDRESSES_QUERY = /* GraphQL */ `
  query customer {
    customer {
      addresses {
        ${CUSTOMER_ADDRESS_FIELDS}
      }
    }
  }
`

/** An address as the shop answers it (every field nullable in Magento's schema). */
export interface RawCustomerAddress {
  id: number | null
  firstname: string | null
  lastname: string | null
  company: string | null
  street: (string | null)[] | null
  postcode: string | null
  city: string | null
  country_code: string | null
  telephone: string | null
  default_shipping: boolean | null
  default_billing: boolean | null
}

export const fetchCustomerAddresses = async (
  client: ShopClient,
): Promise<ShopResult<RawCustomerAddress[]>> => {
  const result = await client.query<{
    customer: { addresses: (RawCustomerAddress | null)[] | null } | null
  }>(CUSTOMER_ADDRESSES_QUERY)
  if (!result.ok) return result
  const customer = result.data.customer
  if (!customer) return shopFail('parse', 'customer', 'No customer in answer')
  const addresses = (customer.addresses ?? []).filter(
    (address): address is RawCustomerAddress => address !== null && address.id !== null,
  )
  return { ok: true, data: addresses }
}
