import type { ShopClient, ShopResult } from '../client/shop-result'
import type { Money } from '../types'
import { presentEntries } from './present-entries'

/**
 * The customer's orders (Magento's `customer { orders }`): what an order is to the account
 * screens, and one order by number (filter: { number: { eq } }) for its detail. Magento answers
 * an unknown or foreign number with an empty list, which the screen shows as "not found". The
 * list, page by page, is ./customer-order-list.ts.
 */
export const ORDER_DETAIL_FIELDS = /* GraphQL */ `
  fragment OrderDetailFields on CustomerOrder {
    id
    number
    order_date
    status
    available_actions
    shipping_method
    payment_methods {
      name
      type
    }
    billing_address {
      ...OrderAddressFields
    }
    shipping_address {
      ...OrderAddressFields
    }
    comments {
      timestamp
      message
    }
    items {
      id
      product_sku
      product_name
      quantity_ordered
      eligible_for_return
      quantity_returned
      product_sale_price {
        value
        currency
      }
    }
    total {
      subtotal_incl_tax {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
      total_tax {
        value
        currency
      }
      discounts {
        amount {
          value
          currency
        }
        label
      }
      grand_total {
        value
        currency
      }
    }
  }
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    street
    postcode
    city
    country_code
  }
`

export const CUSTOMER_ORDER_QUERY = /* GraphQL */ `
  query customer($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderDetailFields
        }
      }
    }
  }
  ${ORDER_DETAIL_FIELDS}
`

export interface OrderSummary {
  id: string
  number: string
  /** Magento's 'yyyy-MM-dd HH:mm:ss' in UTC (SPEC.md section 9); format with formatDate. */
  date: string
  /** Magento's status label, e.g. 'Processing' (translated by the screen). */
  status: string
  total: Money | null
}

export interface OrderAddress {
  name: string
  street: string[]
  postcode: string
  city: string
  countryCode: string
}

export interface OrderLine {
  id: string
  sku: string
  name: string
  quantity: number
  price: Money | null
  /** What of the line can still be returned (0 when it cannot). */
  returnable: number
}

export interface OrderDetail extends OrderSummary {
  items: OrderLine[]
  subtotal: Money | null
  shipping: Money | null
  tax: Money | null
  discounts: { amount: Money; label: string }[]
  shippingAddress: OrderAddress | null
  billingAddress: OrderAddress | null
  shippingMethod: string | null
  paymentMethods: { name: string; type: string }[]
  /** Status changes and comments, oldest first. */
  history: { date: string; message: string }[]
  canReorder: boolean
  canReturn: boolean
}

type RawMoney = { value: number | null; currency: string | null } | null

interface RawAddress {
  firstname: string | null
  lastname: string | null
  street: (string | null)[] | null
  postcode: string | null
  city: string | null
  country_code: string | null
}

export interface RawOrder {
  id: string
  number: string
  order_date: string
  status: string
  available_actions?: (string | null)[] | null
  shipping_method?: string | null
  payment_methods?: ({ name: string; type: string } | null)[] | null
  billing_address?: RawAddress | null
  shipping_address?: RawAddress | null
  comments?: ({ timestamp: string; message: string } | null)[] | null
  items?:
    | ({
        id: string
        product_sku: string
        product_name: string | null
        quantity_ordered: number | null
        eligible_for_return: boolean | null
        quantity_returned: number | null
        product_sale_price: RawMoney
      } | null)[]
    | null
  total?: {
    subtotal_incl_tax?: RawMoney
    total_shipping?: RawMoney
    total_tax?: RawMoney
    discounts?: ({ amount: RawMoney; label: string | null } | null)[] | null
    grand_total: RawMoney
  } | null
}

const money = (raw: RawMoney | undefined): Money | null =>
  raw && raw.value !== null ? { value: raw.value, currency: raw.currency ?? 'EUR' } : null

const address = (raw: RawAddress | null | undefined): OrderAddress | null =>
  raw
    ? {
        name: [raw.firstname, raw.lastname].filter(Boolean).join(' '),
        street: (raw.street ?? []).filter((line): line is string => !!line),
        postcode: raw.postcode ?? '',
        city: raw.city ?? '',
        countryCode: raw.country_code ?? '',
      }
    : null

export const toOrderSummary = (raw: RawOrder): OrderSummary => ({
  id: raw.id,
  number: raw.number,
  date: raw.order_date,
  status: raw.status,
  total: money(raw.total?.grand_total),
})

export const toOrderDetail = (raw: RawOrder): OrderDetail => {
  const actions = presentEntries(raw.available_actions)
  const items = presentEntries(raw.items).map((item) => ({
    id: item.id,
    sku: item.product_sku,
    name: item.product_name ?? item.product_sku,
    quantity: item.quantity_ordered ?? 0,
    price: money(item.product_sale_price),
    returnable: item.eligible_for_return
      ? Math.max(0, (item.quantity_ordered ?? 0) - (item.quantity_returned ?? 0))
      : 0,
  }))
  return {
    ...toOrderSummary(raw),
    items,
    subtotal: money(raw.total?.subtotal_incl_tax),
    shipping: money(raw.total?.total_shipping),
    tax: money(raw.total?.total_tax),
    discounts: presentEntries(raw.total?.discounts).flatMap((entry) => {
      const amount = money(entry.amount)
      return amount ? [{ amount, label: entry.label ?? '' }] : []
    }),
    shippingAddress: address(raw.shipping_address),
    billingAddress: address(raw.billing_address),
    shippingMethod: raw.shipping_method ?? null,
    paymentMethods: presentEntries(raw.payment_methods),
    history: presentEntries(raw.comments).map((entry) => ({
      date: entry.timestamp,
      message: entry.message,
    })),
    canReorder: actions.includes('REORDER'),
    canReturn: actions.includes('RETURN') && items.some((item) => item.returnable > 0),
  }
}

/** One order of the customer by number; null when the customer has no such order. */
export const fetchCustomerOrder = async (
  client: ShopClient,
  number: string,
): Promise<ShopResult<OrderDetail | null>> => {
  const result = await client.query<{
    customer: { orders: { items: (RawOrder | null)[] | null } | null } | null
  }>(CUSTOMER_ORDER_QUERY, { number })
  if (!result.ok) return result
  const [order] = presentEntries(result.data.customer?.orders?.items)
  return { ok: true, data: order ? toOrderDetail(order) : null }
}
