import { describe, expect, it } from 'vitest'
import { priceCart } from './pricing'

const line = (unitCents: number, quantity: number) => ({
  unitCents,
  regularCents: unitCents,
  quantity,
})
const DE = { country: 'DE', taxRate: 7 }

describe('priceCart', () => {
  it('takes VAT out of gross prices, per row and in total', () => {
    const totals = priceCart([line(995, 2), line(749, 1)], null, null, null, 7)
    expect(totals).toMatchObject({
      subtotalCents: 2739,
      subtotalNetCents: 2560,
      discountCents: 0,
      taxCents: 179,
      grandCents: 2739,
      rates: [],
      shipping: null,
    })
  })

  it('caps a fixed discount at the subtotal and spreads it over the rows', () => {
    const coupon = { code: 'SPAR5', kind: 'fixed' as const, amount: 500, label: '5 €' }
    expect(priceCart([line(300, 1)], coupon, null, null, 7).discountCents).toBe(300)
    const spread = priceCart([line(995, 1), line(749, 1)], coupon, null, null, 7)
    expect(spread.lines.map((l) => l.discountCents)).toEqual([285, 215])
  })

  it('takes a percent off row by row, carrying the rounding to the next row as Magento does', () => {
    const coupon = { code: 'VITAL10', kind: 'percent' as const, amount: 10, label: '10 %' }
    const totals = priceCart([line(2545, 1), line(2545, 1)], coupon, null, null, 7)
    expect(totals.lines.map((l) => l.discountCents)).toEqual([255, 254])
    expect(totals.discountCents).toBe(509)
  })

  it('raises the total in Austria when a coupon takes the goods under the free-shipping threshold', () => {
    // The shop's published terms (free from 49 € of goods after coupons) and Magento's
    // free-shipping rule: the coupon saves 5,09 €, the parcel then costs 6,95 €.
    const AT = { country: 'AT', taxRate: 10 }
    const choice = { carrier: 'flatrate', method: 'flatrate' }
    const lines = [line(2545, 1), line(2545, 1)]
    const coupon = { code: 'VITAL10', kind: 'percent' as const, amount: 10, label: '10 %' }
    expect(priceCart(lines, null, AT, choice, 7).grandCents).toBe(5090)
    expect(priceCart(lines, coupon, AT, choice, 7).grandCents).toBe(5276)
  })

  it('frees standard shipping from 49 € after discount, not express', () => {
    const choice = { carrier: 'flatrate', method: 'flatrate' }
    const at49 = priceCart([line(4900, 1)], null, DE, choice, 7)
    expect(at49.shipping?.cents).toBe(0)
    const coupon = { code: 'VITAL10', kind: 'percent' as const, amount: 10, label: '10 %' }
    const below = priceCart([line(5085, 1)], coupon, DE, choice, 7)
    expect(below.goodsCents).toBe(4576)
    expect(below.shipping?.cents).toBe(495)
    expect(below.grandCents).toBe(4576 + 495)
    const express = priceCart(
      [line(9900, 1)],
      null,
      DE,
      { carrier: 'express', method: 'express' },
      7,
    )
    expect(express.shipping?.cents).toBe(995)
  })

  it('offers nothing for an empty cart or an unknown country', () => {
    expect(priceCart([], null, DE, null, 7).rates).toEqual([])
    expect(priceCart([line(100, 1)], null, { country: 'CH', taxRate: 7 }, null, 7).rates).toEqual(
      [],
    )
  })
})
