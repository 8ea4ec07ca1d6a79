import { netOf } from '../money'
import { type ShippingRate, shippingRates } from './shipping-rates'

/** One cart line: the unit price actually charged (special price included), gross cents. */
export interface PricingLine {
  unitCents: number
  regularCents: number
  quantity: number
}

export interface CouponRule {
  code: string
  kind: 'percent' | 'fixed'
  /** Percent, or cents for a fixed discount. */
  amount: number
  label: string
}

export interface PricedLine {
  rowCents: number
  rowNetCents: number
  unitNetCents: number
  discountCents: number
}

export interface CartTotals {
  lines: PricedLine[]
  subtotalCents: number
  subtotalNetCents: number
  discountCents: number
  /** Subtotal after discount, the base of the free-shipping threshold. */
  goodsCents: number
  goodsNetCents: number
  rates: ShippingRate[]
  /** The chosen method if it is available for the country, else null (and no shipping cost). */
  shipping: ShippingRate | null
  shippingNetCents: number
  taxCents: number
  grandCents: number
  taxRate: number
}

/** Splits a discount over the rows in proportion to their totals; the last row takes the rest. */
const allocate = (rows: number[], discount: number, subtotal: number): number[] => {
  let left = discount
  return rows.map((row, index) => {
    const share =
      index === rows.length - 1 ? left : Math.min(left, Math.round((discount * row) / subtotal))
    left -= share
    return share
  })
}

/**
 * A percent off each row, rounded to the cent with the rest carried to the next row, as
 * Magento's discount calculator does (deltaRound): two rows of 25,45 € take 5,09 € off at
 * 10 %, as their sum would, not 2 × 2,55 €.
 */
const percentOfRows = (rows: number[], percent: number): number[] => {
  let carried = 0
  return rows.map((row) => {
    const exact = (row * percent) / 100 + carried
    const rounded = Math.round(exact)
    carried = exact - rounded
    return rounded
  })
}

const discounts = (rows: number[], subtotal: number, coupon: CouponRule | null): number[] => {
  if (!coupon || subtotal === 0) return rows.map(() => 0)
  if (coupon.kind === 'percent') return percentOfRows(rows, coupon.amount)
  return allocate(rows, Math.min(coupon.amount, subtotal), subtotal)
}

/**
 * The totals of a cart as Magento computes them with gross catalogue prices: discounts apply to
 * gross item prices, tax is taken out of what remains (one rate per country for supplements),
 * shipping is taxed at the same rate.
 */
export const priceCart = (
  lines: readonly PricingLine[],
  coupon: CouponRule | null,
  address: { country: string; taxRate: number } | null,
  choice: { carrier: string; method: string } | null,
  defaultTaxRate: number,
): CartTotals => {
  const taxRate = address?.taxRate ?? defaultTaxRate
  const rows = lines.map((line) => line.unitCents * line.quantity)
  const subtotalCents = rows.reduce((sum, row) => sum + row, 0)
  const lineDiscounts = discounts(rows, subtotalCents, coupon)
  const discountCents = lineDiscounts.reduce((sum, d) => sum + d, 0)
  const goodsCents = subtotalCents - discountCents
  const rates = address && lines.length > 0 ? shippingRates(address.country, goodsCents) : []
  const shipping =
    (choice &&
      rates.find((r) => r.carrier_code === choice.carrier && r.method_code === choice.method)) ??
    null
  const shippingCents = shipping?.cents ?? 0
  const goodsNetCents = netOf(goodsCents, taxRate)
  const shippingNetCents = netOf(shippingCents, taxRate)
  const grandCents = goodsCents + shippingCents
  return {
    lines: lines.map((line, index) => ({
      rowCents: rows[index] ?? 0,
      rowNetCents: netOf(rows[index] ?? 0, taxRate),
      unitNetCents: netOf(line.unitCents, taxRate),
      discountCents: lineDiscounts[index] ?? 0,
    })),
    subtotalCents,
    subtotalNetCents: rows.reduce((sum, row) => sum + netOf(row, taxRate), 0),
    discountCents,
    goodsCents,
    goodsNetCents,
    rates,
    shipping,
    shippingNetCents,
    taxCents: grandCents - goodsNetCents - shippingNetCents,
    grandCents,
    taxRate,
  }
}
