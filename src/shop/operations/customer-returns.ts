import type { ShopClient, ShopResult } from '../client/shop-result'
import { presentEntries } from './present-entries'

/**
 * The customer's returns (`customer { returns }`, `customer { return(uid) }`) and a new return
 * for an order's items (`requestReturn`). Returns are Adobe Commerce's RMA: Magento Open Source
 * has no such fields, and Adobe Commerce answers them only with "Enable RMA on Storefront" on
 * (Stores › Configuration › Sales › RMA Settings, sales/magento_rma/enabled).
 */
const RETURN_FIELDS = /* GraphQL */ `
  uid
  number
  created_at
  status
  order {
    number
  }
  items {
    uid
    quantity
    request_quantity
    status
    order_item {
      product_sku
      product_name
    }
  }
  comments {
    created_at
    text
  }
`

export const CUSTOMER_RETURNS_QUERY = /* GraphQL */ `
  query customer {
    customer {
      returns(pageSize: 50) {
        items {
          ${RETURN_FIELDS}
        }
      }
    }
  }
`

export const CUSTOMER_RETURN_QUERY = /* GraphQL */ `
  query customer($uid: ID!) {
    customer {
      return(uid: $uid) {
        ${RETURN_FIELDS}
      }
    }
  }
`

export const REQUEST_RETURN_MUTATION = /* GraphQL */ `
  mutation requestReturn($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      return {
        ${RETURN_FIELDS}
      }
    }
  }
`

/** ReturnStatus of the schema, e.g. 'PENDING', 'APPROVED' (translated by the screen). */
export interface ReturnSummary {
  uid: string
  number: string
  /** Magento's 'yyyy-MM-dd HH:mm:ss' in UTC. */
  date: string
  status: string
  orderNumber: string
  items: { uid: string; sku: string; name: string; quantity: number; status: string }[]
  comments: { date: string; text: string }[]
}

interface RawReturn {
  uid: string
  number: string
  created_at: string
  status: string | null
  order: { number: string } | null
  items:
    | ({
        uid: string
        quantity: number | null
        request_quantity: number | null
        status: string | null
        order_item: { product_sku: string; product_name: string | null } | null
      } | null)[]
    | null
  comments: ({ created_at: string; text: string } | null)[] | null
}

const toReturn = (raw: RawReturn): ReturnSummary => ({
  uid: raw.uid,
  number: raw.number,
  date: raw.created_at,
  status: raw.status ?? 'PENDING',
  orderNumber: raw.order?.number ?? '',
  items: presentEntries(raw.items).map((item) => ({
    uid: item.uid,
    sku: item.order_item?.product_sku ?? '',
    name: item.order_item?.product_name ?? item.order_item?.product_sku ?? '',
    quantity: item.request_quantity ?? item.quantity ?? 0,
    status: item.status ?? 'PENDING',
  })),
  comments: presentEntries(raw.comments).map((entry) => ({
    date: entry.created_at,
    text: entry.text,
  })),
})

export const fetchCustomerReturns = async (
  client: ShopClient,
): Promise<ShopResult<ReturnSummary[]>> => {
  const result = await client.query<{
    customer: { returns: { items: (RawReturn | null)[] | null } | null } | null
  }>(CUSTOMER_RETURNS_QUERY)
  if (!result.ok) return result
  return { ok: true, data: presentEntries(result.data.customer?.returns?.items).map(toReturn) }
}

export const fetchCustomerReturn = async (
  client: ShopClient,
  uid: string,
): Promise<ShopResult<ReturnSummary | null>> => {
  const result = await client.query<{ customer: { return: RawReturn | null } | null }>(
    CUSTOMER_RETURN_QUERY,
    { uid },
  )
  if (!result.ok) return result
  const entry = result.data.customer?.return
  return { ok: true, data: entry ? toReturn(entry) : null }
}

export interface ReturnRequest {
  orderUid: string
  items: { orderItemUid: string; quantity: number }[]
  comment?: string
}

export const requestReturn = async (
  client: ShopClient,
  request: ReturnRequest,
): Promise<ShopResult<ReturnSummary | null>> => {
  const result = await client.mutate<{ requestReturn: { return: RawReturn | null } | null }>(
    REQUEST_RETURN_MUTATION,
    {
      input: {
        order_uid: request.orderUid,
        items: request.items.map((item) => ({
          order_item_uid: item.orderItemUid,
          quantity_to_return: item.quantity,
        })),
        ...(request.comment?.trim() ? { comment_text: request.comment.trim() } : {}),
      },
    },
  )
  if (!result.ok) return result
  const entry = result.data.requestReturn?.return
  return { ok: true, data: entry ? toReturn(entry) : null }
}
