import { encodeUid, magentoDate } from '../ids'
import { money } from '../money'
import type { CustomerRow, OrderItemRow, OrderRow, ProductRow } from '../repo/rows'
import { productView } from './product-view'

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
}

const itemView = (item: OrderItemRow, product: ProductRow | undefined, shopBase: string) => ({
  id: encodeUid(item.id),
  product_name: item.name,
  product_sku: item.sku,
  product_type: 'simple',
  product_url_key: product?.url_key ?? null,
  product: product ? productView(product, shopBase) : null,
  product_sale_price: money(item.price_cents),
  quantity_ordered: item.quantity,
  quantity_invoiced: 0,
  quantity_shipped: 0,
  quantity_canceled: 0,
  quantity_refunded: 0,
  status: 'Ordered',
  eligible_for_return: false,
  discounts: [],
  selected_options: [],
  entered_options: [],
})

/** Magento's CustomerOrder (a minimal one: no invoices, shipments or addresses). */
export const orderView = (
  order: OrderRow,
  items: readonly OrderItemRow[],
  products: ReadonlyMap<number, ProductRow>,
  customer: CustomerRow,
  shopBase: string,
) => {
  const tax = {
    amount: money(order.tax_cents),
    rate: order.tax_rate,
    title: `MwSt. ${order.tax_rate} %`,
  }
  const date = magentoDate(order.created_at)
  return {
    id: encodeUid(order.id),
    number: order.number,
    order_number: order.number,
    increment_id: order.number,
    order_date: date,
    created_at: date,
    order_status_change_date: date,
    status: STATUS_LABELS[order.status] ?? order.status,
    email: customer.email,
    customer_info: { firstname: customer.firstname, lastname: customer.lastname },
    is_virtual: false,
    token: encodeUid(order.id),
    applied_coupons: order.coupon_code ? [{ code: order.coupon_code }] : [],
    available_actions: ['REORDER'],
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
    items: items.map((item) => itemView(item, products.get(item.product_id ?? -1), shopBase)),
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
