import type { ShopContext } from '../context'
import type { CartItemRow, CartRow, ProductRow } from '../repo/rows'
import { DEFAULT_COUNTRY, taxRateFor } from '../stores'
import { finalPriceCents } from './catalog'
import { type CartTotals, type CouponRule, priceCart } from './pricing'

export interface CartLine {
  item: CartItemRow
  /** The product in the cart: of a pack-size family, the variant (its price and stock count). */
  product: ProductRow
  /** A variant's family (a ConfigurableCartItem's product), else null. */
  parent: ProductRow | null
}

export interface ShippingAddress {
  country: string
  postcode: string | null
}

/** A cart with its lines, coupon and computed totals: what views and checkout work from. */
export interface CartState {
  cart: CartRow
  lines: CartLine[]
  coupon: CouponRule | null
  address: ShippingAddress | null
  totals: CartTotals
}

export const cartAddress = (cart: CartRow): ShippingAddress | null =>
  cart.country_code ? { country: cart.country_code, postcode: cart.postcode } : null

export const cartChoice = (cart: CartRow) =>
  cart.shipping_carrier && cart.shipping_method
    ? { carrier: cart.shipping_carrier, method: cart.shipping_method }
    : null

export const priceLines = (
  lines: readonly CartLine[],
  coupon: CouponRule | null,
  address: ShippingAddress | null,
  choice: { carrier: string; method: string } | null,
): CartTotals =>
  priceCart(
    lines.map(({ item, product }) => ({
      unitCents: finalPriceCents(product),
      regularCents: product.price_cents,
      quantity: item.quantity,
    })),
    coupon,
    address && { country: address.country, taxRate: taxRateFor(address.country) },
    choice,
    taxRateFor(DEFAULT_COUNTRY),
  )

export const loadCartState = async (ctx: ShopContext, cart: CartRow): Promise<CartState> => {
  const items = await ctx.repos.carts.items(cart.id)
  const products = new Map(
    (await ctx.repos.products.byIds(items.map((i) => i.product_id))).map((p) => [p.id, p]),
  )
  const parentIds = [...products.values()].flatMap((p) => (p.parent_id ? [p.parent_id] : []))
  const parents = new Map(
    (await ctx.repos.products.byIds(parentIds)).map((p) => [p.id, p] as const),
  )
  const lines = items.flatMap((item) => {
    const product = products.get(item.product_id)
    const parent = product?.parent_id ? (parents.get(product.parent_id) ?? null) : null
    return product ? [{ item, product, parent }] : []
  })
  const couponRow = cart.coupon_code
    ? await ctx.repos.coupons.findActive(cart.store, cart.coupon_code)
    : null
  const coupon: CouponRule | null = couponRow && {
    code: couponRow.code,
    kind: couponRow.kind,
    amount: couponRow.amount,
    label: couponRow.label,
  }
  const address = cartAddress(cart)
  return {
    cart,
    lines,
    coupon,
    address,
    totals: priceLines(lines, coupon, address, cartChoice(cart)),
  }
}
