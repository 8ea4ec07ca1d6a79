import { describe, expect, it } from 'vitest'
import { serializeCookie } from '../../lib/cookies'
import { loadCartCookie } from './load-cart-cookie'
import { CART_COOKIE_NAME, type PersistedCart } from './persisted-cart'

const eur = (value: number) => ({ value, currency: 'EUR' })
const PERSISTED: PersistedCart = {
  id: 'cart1',
  type: 'guest',
  itemsCount: 2,
  prices: { discounts: [], subtotal_including_tax: eur(19.9), grand_total: eur(19.9) },
  coupons: [],
  shippingAddresses: [],
  shippingCost: null,
}
const cookieWith = (state: unknown) =>
  serializeCookie(CART_COOKIE_NAME, JSON.stringify({ state, version: 1 })).split(';')[0]!

describe('loadCartCookie', () => {
  it('answers null without a cart cookie', async () => {
    expect(await loadCartCookie('other=1')).toBeNull()
    expect(await loadCartCookie(undefined)).toBeNull()
  })

  it('gives the checked cart of a valid cookie', async () => {
    expect(await loadCartCookie(`a=1; ${cookieWith(PERSISTED)}`)).toEqual(PERSISTED)
  })

  it('drops a forged cookie', async () => {
    expect(await loadCartCookie(cookieWith({ ...PERSISTED, itemsCount: -4 }))).toBeNull()
    expect(await loadCartCookie(`${CART_COOKIE_NAME}=%7Bnot-json`)).toBeNull()
  })
})
