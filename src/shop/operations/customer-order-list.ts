import type { ShopClient, ShopResult } from '../client/shop-result'
import { toOrderSummary, type OrderSummary, type RawOrder } from './customer-orders'
import { presentEntries } from './present-entries'

/**
 * One page of the customer's orders, newest first (Magento's `customer { orders }` with
 * pageSize and currentPage). Magento answers a page beyond the last with the last page, and says
 * so in `page_info.current_page`; with no order at all `total_pages` is 0.
 * https://developer.adobe.com/commerce/webapi/graphql/schema/customer/queries/customer/#orders-input-attributes
 */
export const CUSTOMER_ORDERS_QUERY = /* GraphQL */ `
  query customer($pageSize: Int!, $currentPage: Int!) {
    customer {
      orders(
        pageSize: $pageSize
        currentPage: $currentPage
        sort: { sort_field: CREATED_AT, sort_direction: DESC }
      ) {
        total_count
        page_info {
          current_page
          total_pages
        }
        items {
          id
          number
          order_date
          status
          total {
            grand_total {
              value
              currency
            }
          }
        }
      }
    }
  }
`

export interface OrderPage {
  orders: OrderSummary[]
  /** The page the shop answered with (1-based), which may be before the one asked for. */
  currentPage: number
  /** 0 when the customer has no order. */
  totalPages: number
  totalCount: number
}

interface RawOrderList {
  total_count?: number | null
  page_info?: { current_page: number | null; total_pages: number | null } | null
  items: (RawOrder | null)[] | null
}

export const fetchCustomerOrders = async (
  client: ShopClient,
  { pageSize, currentPage }: { pageSize: number; currentPage: number },
): Promise<ShopResult<OrderPage>> => {
  const result = await client.query<{ customer: { orders: RawOrderList | null } | null }>(
    CUSTOMER_ORDERS_QUERY,
    { pageSize, currentPage },
  )
  if (!result.ok) return result
  const list = result.data.customer?.orders
  const orders = presentEntries(list?.items).map(toOrderSummary)
  const totalCount = list?.total_count ?? orders.length
  return {
    ok: true,
    data: {
      orders,
      currentPage: list?.page_info?.current_page ?? currentPage,
      totalPages: list?.page_info?.total_pages ?? Math.ceil(totalCount / pageSize),
      totalCount,
    },
  }
}
