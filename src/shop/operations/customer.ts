import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'

/** The signed-in customer's name and email (the account's greeting). */
export const CUSTOMER_QUERY = /* GraphQL */ `
  query customer {
    customer {
      firstname
      lastname
      email
    }
  }
`

export interface CustomerSummary {
  firstname: string
  lastname: string
  email: string
}

export const fetchCustomer = async (client: ShopClient): Promise<ShopResult<CustomerSummary>> => {
  const result = await client.query<{
    customer: { firstname: string | null; lastname: string | null; email: string | null } | null
  }>(CUSTOMER_QUERY)
  if (!result.ok) return result
  const customer = result.data.customer
  if (!customer) return shopFail('parse', 'customer', 'No customer in answer')
  return {
    ok: true,
    data: {
      firstname: customer.firstname ?? '',
      lastname: customer.lastname ?? '',
      email: customer.email ?? '',
    },
  }
}
