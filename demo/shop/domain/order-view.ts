import { encodeUid, magentoDate } from '../ids'
import { money } from '../money'
import { withinReturnPeriod } from '../return-period'
import { taxLabel } from '../store-views'
import type { ShopContext } from '../context'
import type {
  CustomerRow,
  OrderItemRow,
  OrderRow,
  OrderStatusRow,
  ProductRow,
  ReturnItemRow,
  ReturnRow,
} from '../repo/rows'
import { selectedOptions } from './pack-sizes'
import { productView } from './product-view'

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
  closed: 'Closed',
}

/** What an order view needs besides its row: status history and what was returned already. */
export interface OrderExtras {
  history: readonly OrderStatusRow[]
  /** Quantities already in a return, by order item id. */
  returned: ReadonlyMap<number, number>
}

/**
 * An order line. A family's size is Magento's ConfigurableOrderItem: product_sku the size's,
 * parent_sku, url key and product the family's, the size in selected_options.
 */
const itemView = (
  item: OrderItemRow,
  bought: ProductRow | undefined,
  parent: ProductRow | undefined,
  { shopBase, view }: Pick<ShopContext, 'shopBase' | 'view'>,
  order: OrderRow,
  returned: number,
  returnable: boolean,
) => ({
  id: encodeUid(item.id),
  selected_options: [] as { label: string; value: string }[],
  product_name: item.name,
  product_sku: item.sku,
  product_type: parent ? 'configurable' : 'simple',
  product_url_key: (parent ?? bought)?.url_key ?? null,
  product: parent || bought ? productView((parent ?? bought) as ProductRow, shopBase) : null,
  ...(parent &&
    bought && {
      parent_sku: parent.sku,
      selected_options: selectedOptions(bought, view.language).map((option) => ({
        label: option.option_label,
        value: option.value_label,
      })),
    }),
  product_sale_price: money(item.price_cents),
  quantity_ordered: item.quantity,
  quantity_invoiced: 0,
  quantity_shipped: order.status === 'complete' ? item.quantity : 0,
  quantity_canceled: 0,
  quantity_refunded: 0,
  quantity_return_requested: returned,
  quantity_returned: returned,
  status: order.status === 'complete' ? 'Shipped' : 'Ordered',
  // Shipped items can be returned (the demo's RMA is enabled) in the return period, as long as
  // some are left.
  eligible_for_return: returnable && returned < item.quantity,
  discounts: [],
  entered_options: [],
})

const addressView = (order: OrderRow, customer: CustomerRow | null) => ({
  firstname: order.firstname ?? customer?.firstname ?? '',
  lastname: order.lastname ?? customer?.lastname ?? '',
  street: order.street ? [order.street] : [],
  city: order.city ?? '',
  postcode: order.postcode,
  country_code: order.country_code,
  region: null,
  region_id: null,
  company: null,
  telephone: null,
  custom_attributesV2: [],
})

/** Magento's CustomerOrder (a small one: no invoices, shipments or credit memos). */
export const orderView = (
  order: OrderRow,
  items: readonly OrderItemRow[],
  products: ReadonlyMap<number, ProductRow>,
  customer: CustomerRow | null,
  { shopBase, view, now }: Pick<ShopContext, 'shopBase' | 'view' | 'now'>,
  extras: OrderExtras = { history: [], returned: new Map() },
) => {
  const returnable = order.status === 'complete' && withinReturnPeriod(order.created_at, now)
  const tax = {
    amount: money(order.tax_cents),
    rate: order.tax_rate,
    title: taxLabel(order.tax_rate, order.country_code, view.language),
  }
  const date = magentoDate(order.created_at)
  const itemViews = items.map((item) => {
    const bought = products.get(item.product_id ?? -1)
    return itemView(
      item,
      bought,
      bought?.parent_id ? products.get(bought.parent_id) : undefined,
      { shopBase, view },
      order,
      extras.returned.get(item.id) ?? 0,
      returnable,
    )
  })
  const lastChange = extras.history[extras.history.length - 1]
  return {
    id: encodeUid(order.id),
    number: order.number,
    order_number: order.number,
    increment_id: order.number,
    order_date: date,
    created_at: date,
    order_status_change_date: lastChange ? magentoDate(lastChange.created_at) : date,
    status: STATUS_LABELS[order.status] ?? order.status,
    email: order.email ?? customer?.email ?? null,
    customer_info: {
      firstname: order.firstname ?? customer?.firstname ?? '',
      lastname: order.lastname ?? customer?.lastname ?? '',
    },
    billing_address: addressView(order, customer),
    shipping_address: addressView(order, customer),
    comments: extras.history.map((entry) => ({
      timestamp: magentoDate(entry.created_at),
      message: STATUS_LABELS[entry.status] ?? entry.status,
    })),
    is_virtual: false,
    token: encodeUid(order.id),
    applied_coupons: order.coupon_code ? [{ code: order.coupon_code }] : [],
    available_actions:
      order.customer_id !== null && returnable
        ? ['REORDER', 'RETURN']
        : order.customer_id !== null
          ? ['REORDER']
          : [],
    gift_receipt_included: false,
    printed_card_included: false,
    invoices: [],
    shipments: [],
    credit_memos: [],
    carrier: order.shipping_title?.split(' - ')[0] ?? null,
    shipping_method: order.shipping_title,
    payment_methods: [
      { name: order.payment_method, type: order.payment_method, additional_data: [] },
    ],
    grand_total: order.grand_total_cents / 100,
    items: itemViews,
    items_eligible_for_return: itemViews.filter((item) => item.eligible_for_return),
    returns: (args: { pageSize?: number; currentPage?: number }, ctx: ShopContext) =>
      returnsPage(ctx, () => ctx.repos.returns.forOrder(order.id), args),
    total: {
      grand_total: money(order.grand_total_cents),
      base_grand_total: money(order.grand_total_cents),
      subtotal: money(order.subtotal_excl_tax_cents),
      subtotal_excl_tax: money(order.subtotal_excl_tax_cents),
      subtotal_incl_tax: money(order.subtotal_cents),
      total_shipping: money(order.shipping_cents),
      total_tax: money(order.tax_cents),
      taxes: [tax],
      discounts:
        order.discount_cents > 0
          ? [
              {
                amount: money(order.discount_cents),
                label: order.coupon_code ?? '',
                applied_to: 'ITEM',
              },
            ]
          : [],
      shipping_handling: {
        total_amount: money(order.shipping_cents),
        amount_including_tax: money(order.shipping_cents),
        amount_excluding_tax: money(
          Math.round((order.shipping_cents * 100) / (100 + order.tax_rate)),
        ),
        taxes: [],
        discounts: [],
      },
    },
  }
}

/** The order views of some order rows, with items, products, history and returned quantities. */
export const loadOrderViews = async (
  ctx: ShopContext,
  orders: readonly OrderRow[],
  customer: CustomerRow | null,
) => {
  const ids = orders.map((o) => o.id)
  const [items, history, returns] = await Promise.all([
    ctx.repos.orders.itemsOf(ids),
    ctx.repos.orders.historyOf(ids),
    Promise.all(ids.map((id) => ctx.repos.returns.forOrder(id))),
  ])
  const returnItems = await ctx.repos.returns.itemsOf(returns.flat().map((r) => r.id))
  const returned = new Map<number, number>()
  for (const entry of returnItems)
    returned.set(entry.order_item_id, (returned.get(entry.order_item_id) ?? 0) + entry.quantity)
  const bought = await ctx.repos.products.byIds(
    items.flatMap((i) => (i.product_id ? [i.product_id] : [])),
  )
  // A family's sizes were bought: their families name the lines (ConfigurableOrderItem).
  const families = await ctx.repos.products.byIds(
    bought.flatMap((p) => (p.parent_id === null ? [] : [p.parent_id])),
  )
  const products = new Map([...bought, ...families].map((p) => [p.id, p]))
  return orders.map((order) =>
    orderView(
      order,
      items.filter((i) => i.order_id === order.id),
      products,
      customer,
      ctx,
      { history: history.filter((h) => h.order_id === order.id), returned },
    ),
  )
}

const returnView = (
  entry: ReturnRow,
  items: readonly ReturnItemRow[],
  order: ReturnType<typeof orderView>,
) => {
  const byId = new Map(order.items.map((item) => [item.id, item]))
  return {
    uid: encodeUid(entry.id),
    number: entry.number,
    created_at: magentoDate(entry.created_at),
    status: entry.status,
    customer: {
      email: entry.contact_email ?? order.email ?? '',
      firstname: order.customer_info.firstname,
      lastname: order.customer_info.lastname,
    },
    order,
    items: items.map((item) => ({
      uid: encodeUid(item.id),
      order_item: byId.get(encodeUid(item.order_item_id)) ?? null,
      quantity: item.quantity,
      request_quantity: item.quantity,
      status: item.status,
      custom_attributes: [],
      custom_attributesV2: [],
    })),
    comments: entry.comment
      ? [
          {
            uid: encodeUid(entry.id),
            author_name: order.customer_info.firstname,
            created_at: magentoDate(entry.created_at),
            text: entry.comment,
          },
        ]
      : [],
    shipping: null,
    available_shipping_carriers: [],
  }
}

/** Return views of return rows (with their orders, loaded once each). */
export const loadReturnViews = async (ctx: ShopContext, rows: readonly ReturnRow[]) => {
  const orderRows = (
    await Promise.all(
      [...new Set(rows.map((r) => r.order_id))].map((id) => ctx.repos.orders.byId(id)),
    )
  ).flatMap((o) => (o ? [o] : []))
  const customer = ctx.auth.kind === 'customer' ? ctx.auth.customer : null
  const views = await loadOrderViews(ctx, orderRows, customer)
  const orders = new Map(orderRows.map((row, index) => [row.id, views[index]!]))
  const items = await ctx.repos.returns.itemsOf(rows.map((r) => r.id))
  return rows.flatMap((row) => {
    const order = orders.get(row.order_id)
    return order
      ? [
          returnView(
            row,
            items.filter((i) => i.return_id === row.id),
            order,
          ),
        ]
      : []
  })
}

/** Magento's Returns: one page of returns. */
export const returnsPage = async (
  ctx: ShopContext,
  rows: () => Promise<ReturnRow[]>,
  { pageSize = 20, currentPage = 1 }: { pageSize?: number; currentPage?: number },
) => {
  const all = await rows()
  const page = all.slice((currentPage - 1) * pageSize, currentPage * pageSize)
  return {
    items: await loadReturnViews(ctx, page),
    total_count: all.length,
    page_info: {
      current_page: currentPage,
      page_size: pageSize,
      total_pages: Math.ceil(all.length / pageSize),
    },
  }
}
