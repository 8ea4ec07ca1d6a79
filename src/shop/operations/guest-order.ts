import type { ShopClient, ShopResult } from '../client/shop-result'
import {
  ORDER_DETAIL_FIELDS,
  toOrderDetail,
  type OrderDetail,
  type RawOrder,
} from './customer-orders'

/**
 * The guest order lookup: Magento 2.4.8's guestOrder(input: OrderInformationInput) finds an
 * order by number, email and last name (its input has no postcode). An unknown order is
 * graphql-no-such-entity; a customer account's order asks to sign in (graphql-authorization).
 */
export const GUEST_ORDER_QUERY = /* GraphQL */ `
  query guestOrder($input: OrderInformationInput!) {
    guestOrder(input: $input) {
      ...OrderDetailFields
    }
  }
  ${ORDER_DETAIL_FIELDS}
`

export interface GuestOrderInput {
  number: string
  email: string
  lastname: string
}

export const fetchGuestOrder = async (
  client: ShopClient,
  input: GuestOrderInput,
): Promise<ShopResult<OrderDetail>> => {
  const result = await client.query<{ guestOrder: RawOrder }>(GUEST_ORDER_QUERY, {
    input: {
      number: input.number.trim(),
      email: input.email.trim(),
      lastname: input.lastname.trim(),
    },
  })
  if (!result.ok) return result
  const data = toOrderDetail(result.data.guestOrder)
  // A guest cannot reorder or return from the lookup: both need the customer's account.
  return { ok: true, data: { ...data, canReorder: false, canReturn: false } }
}
