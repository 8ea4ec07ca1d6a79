import { type ShopContext, localized } from '../context'
import { encodeUid } from '../ids'
import { money, percentOff } from '../money'
import { type Language, countryLabel, taxLabel } from '../store-views'
import { isSalable } from './catalog'
import type { CartLine, CartState } from './cart-state'
import { selectedOptions } from './pack-sizes'
import type { PricedLine } from './pricing'
import { productView } from './product-view'
import { type ShippingRate, rateTitles } from './shipping-rates'

/** The payment methods' titles per view language (Magento's payment titles are per store). */
const PAYMENT_TITLES: Readonly<Record<Language, string>> = {
  de: 'Vorkasse',
  en: 'Payment in advance',
}

const paymentMethods = (language: Language) => [
  { code: 'checkmo', title: PAYMENT_TITLES[language], is_deferred: false },
  { code: 'paypal_express', title: 'PayPal Express', is_deferred: false },
]

/** Magento's AvailableShippingMethod, also the base of SelectedShippingMethod. */
export const shippingMethodView = (rate: ShippingRate, taxRate: number, language: Language) => {
  const net = Math.round((rate.cents * 100) / (100 + taxRate))
  return {
    carrier_code: rate.carrier_code,
    method_code: rate.method_code,
    ...rateTitles(rate, language),
    amount: money(rate.cents),
    base_amount: money(rate.cents),
    price_incl_tax: money(rate.cents),
    price_excl_tax: money(net),
    available: true,
    error_message: null,
  }
}

const itemErrors = ({ item, product }: CartLine, ctx: ShopContext) => {
  if (!isSalable(product)) return [{ code: 'ITEM_QTY', message: localized(ctx, 'outOfStock') }]
  if (item.quantity > product.stock_qty) {
    return [{ code: 'ITEM_QTY', message: localized(ctx, 'insufficientStock') }]
  }
  return null
}

const itemView = (state: CartState, line: CartLine, priced: PricedLine, ctx: ShopContext) => {
  const { item, product, parent } = line
  const errors = itemErrors(line, ctx)
  const regular = product.price_cents
  const unit = priced.rowCents / item.quantity
  const discounts =
    state.coupon && priced.discountCents > 0
      ? [discountView(priced.discountCents, state.coupon.label, state.coupon.code)]
      : []
  return {
    id: String(item.id),
    uid: encodeUid(item.id),
    quantity: item.quantity,
    // A pack size is Magento's ConfigurableCartItem: the family as product, the pack as variant.
    product: productView(parent ?? product, ctx.shopBase),
    ...(parent && {
      configured_variant: productView(product, ctx.shopBase),
      configurable_options: selectedOptions(product, ctx.view.language),
    }),
    is_available: errors === null,
    not_available_message: errors?.[0]?.message ?? null,
    errors,
    min_qty: 1,
    max_qty: product.stock_qty,
    discount: discounts,
    customizable_options: [],
    available_gift_wrapping: [],
    note_from_buyer: [],
    note_from_seller: [],
    prices: {
      price: money(priced.unitNetCents),
      price_including_tax: money(unit),
      row_total: money(priced.rowNetCents),
      row_total_including_tax: money(priced.rowCents),
      total_item_discount: money(priced.discountCents),
      original_item_price: money(regular),
      original_row_total: money(regular * item.quantity),
      catalog_discount: {
        amount_off: (regular - unit) / 100,
        percent_off: percentOff(regular, unit),
      },
      row_catalog_discount: {
        amount_off: ((regular - unit) * item.quantity) / 100,
        percent_off: percentOff(regular, unit),
      },
      discounts,
      fixed_product_taxes: [],
    },
  }
}

const discountView = (cents: number, label: string, code: string) => ({
  amount: money(cents),
  label,
  applied_to: 'ITEM',
  coupon: { code },
  is_discounting_locked: false,
  type: null,
  value: cents / 100,
})

/**
 * The whole Cart object of Magento's schema, computed at once from a cart state, in the request's
 * store view (the state's products already carry the view's names).
 */
export const cartView = (state: CartState, ctx: ShopContext) => {
  const { cart, lines, totals, coupon, address } = state
  const { language } = ctx.view
  const items = lines.map((line, index) => itemView(state, line, totals.lines[index]!, ctx))
  const taxTitle = taxLabel(totals.taxRate, address?.country ?? null, language)
  const applied = coupon ? [{ code: coupon.code }] : []
  const discount =
    coupon && totals.discountCents > 0
      ? discountView(totals.discountCents, coupon.label, coupon.code)
      : null
  const selected = totals.shipping && shippingMethodView(totals.shipping, totals.taxRate, language)
  return {
    id: cart.masked_id,
    email: null,
    is_virtual: false,
    total_quantity: lines.reduce((sum, { item }) => sum + item.quantity, 0),
    items,
    itemsV2: ({ pageSize = 20, currentPage = 1 }: { pageSize?: number; currentPage?: number }) => ({
      items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      total_count: items.length,
      page_info: {
        current_page: currentPage,
        page_size: pageSize,
        total_pages: Math.ceil(items.length / pageSize),
      },
    }),
    // Magento answers null, not [], when no coupon is applied.
    applied_coupons: coupon ? applied : null,
    applied_coupon: applied[0] ?? null,
    prices: {
      grand_total: money(totals.grandCents),
      grand_total_excluding_tax: money(totals.grandCents - totals.taxCents),
      subtotal_including_tax: money(totals.subtotalCents),
      subtotal_excluding_tax: money(totals.subtotalNetCents),
      subtotal_with_discount_excluding_tax: money(totals.goodsNetCents),
      discounts: discount && [discount],
      discount: discount && { amount: discount.amount, label: [discount.label] },
      applied_taxes:
        totals.taxCents > 0 ? [{ amount: money(totals.taxCents), label: taxTitle }] : [],
    },
    shipping_addresses: address
      ? [
          {
            uid: encodeUid(cart.id),
            firstname: '',
            lastname: '',
            street: [],
            city: '',
            country: { code: address.country, label: countryLabel(address.country, language) },
            postcode: address.postcode,
            custom_attributes: [],
            same_as_billing: false,
            available_shipping_methods: totals.rates.map((r) =>
              shippingMethodView(r, totals.taxRate, language),
            ),
            selected_shipping_method: selected,
            cart_items_v2: items,
          },
        ]
      : [],
    billing_address: null,
    available_payment_methods: paymentMethods(language),
    selected_payment_method: { code: '', title: '', purchase_order_number: null },
    available_gift_wrappings: [],
    gift_receipt_included: false,
    printed_card_included: false,
    rules: [],
  }
}
