import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'
import type { CustomerSummary } from './customer'

/**
 * The account information screen's changes: the name (updateCustomerV2), the email address
 * (updateCustomerEmail, with the current password) and the password (changeCustomerPassword).
 * A wrong current password is an authentication error (Magento: 'Invalid login or password.').
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/update-v2/
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/update-email/
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/mutations/change-password/
 */
export const UPDATE_CUSTOMER_V2_MUTATION = /* GraphQL */ `
  mutation updateCustomerV2($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        firstname
        lastname
        email
      }
    }
  }
`

export const UPDATE_CUSTOMER_EMAIL_MUTATION = /* GraphQL */ `
  mutation updateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        firstname
        lastname
        email
      }
    }
  }
`

export const CHANGE_CUSTOMER_PASSWORD_MUTATION = /* GraphQL */ `
  mutation changeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`

type RawCustomer = { firstname: string | null; lastname: string | null; email: string | null }

const summary = (
  operation: string,
  customer: RawCustomer | null | undefined,
): ShopResult<CustomerSummary> =>
  customer
    ? {
        ok: true,
        data: {
          firstname: customer.firstname ?? '',
          lastname: customer.lastname ?? '',
          email: customer.email ?? '',
        },
      }
    : shopFail('parse', operation, 'No customer in answer')

export const updateCustomerName = async (
  client: ShopClient,
  input: { firstname: string; lastname: string },
): Promise<ShopResult<CustomerSummary>> => {
  const result = await client.mutate<{ updateCustomerV2: { customer: RawCustomer } | null }>(
    UPDATE_CUSTOMER_V2_MUTATION,
    { input },
  )
  return result.ok ? summary('updateCustomerV2', result.data.updateCustomerV2?.customer) : result
}

export const updateCustomerEmail = async (
  client: ShopClient,
  variables: { email: string; password: string },
): Promise<ShopResult<CustomerSummary>> => {
  const result = await client.mutate<{ updateCustomerEmail: { customer: RawCustomer } | null }>(
    UPDATE_CUSTOMER_EMAIL_MUTATION,
    variables,
  )
  return result.ok
    ? summary('updateCustomerEmail', result.data.updateCustomerEmail?.customer)
    : result
}

export const changeCustomerPassword = async (
  client: ShopClient,
  variables: { currentPassword: string; newPassword: string },
): Promise<ShopResult<true>> => {
  const result = await client.mutate<unknown>(CHANGE_CUSTOMER_PASSWORD_MUTATION, variables)
  return result.ok ? { ok: true, data: true } : result
}
