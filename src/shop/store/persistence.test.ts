import { describe, expect, it } from 'vitest'
import { MAX_COOKIE_VALUE_LENGTH, serializeCookie } from '../../lib/cookies'
import { toProduct } from '../operations/map-shop-data'
import { createMemoryCookieJar, cookieValue } from '../testing/memory-cookie-jar'
import { createCartCookieStorage } from './cookie-storage'
import { createCartStore } from './create-cart-store'
import { readCartCookie } from './cart-cookie'
import { CART_COOKIE_NAME, type PersistedCart } from './persisted-cart'

const eur = (value: number) => ({ value, currency: 'EUR' })
const PERSISTED: PersistedCart = {
  id: 'cart1',
  type: 'guest',
  itemsCount: 3,
  prices: { discounts: [], subtotal_including_tax: eur(29.85), grand_total: eur(29.85) },
  coupons: ['SAVE10'],
  shippingAddresses: [{ country: { code: 'DE' }, postcode: '10115' }],
  shippingCost: eur(4.95),
}
const cookieWith = (state: unknown, version = 1) =>
  serializeCookie(CART_COOKIE_NAME, JSON.stringify({ state, version })).split(';')[0]!

const browserStore = (jar = createMemoryCookieJar()) =>
  createCartStore({
    currency: 'EUR',
    initial: readCartCookie(jar.read()),
    storage: createCartCookieStorage(jar),
  })

describe('cart persistence', () => {
  it('persists exactly id, type, itemsCount, prices, coupons, shippingAddresses and shippingCost', () => {
    const jar = createMemoryCookieJar()
    const store = browserStore(jar)
    // The recommendations come with every cart answer; the cookie has no room for them.
    const boughtTogether = { items: [toProduct({ id: 7, sku: 'MAG-400', name: 'Magnesium' })] }
    store.setState({
      ...PERSISTED,
      items: [],
      active: true,
      isInitialized: true,
      pending: true,
      boughtTogether,
    })
    const written = JSON.parse(cookieValue(jar, CART_COOKIE_NAME) ?? '{}') as { state: object }
    expect(Object.keys(written.state).sort()).toEqual(
      ['coupons', 'id', 'itemsCount', 'prices', 'shippingAddresses', 'shippingCost', 'type'].sort(),
    )
    expect(written.state).toEqual(PERSISTED)
  })

  it('writes no cookie for a cart without id, and removes the cookie when the cart goes', () => {
    const jar = createMemoryCookieJar()
    const store = browserStore(jar)
    // A guest's first state changes (hydration, the shop's answer to "no cart") keep no cookie.
    store.setState({ isInitialized: true, pending: false })
    expect(cookieValue(jar, CART_COOKIE_NAME)).toBeUndefined()
    store.setState({ ...PERSISTED })
    expect(cookieValue(jar, CART_COOKIE_NAME)).toBeDefined()
    store.setState({ ...PERSISTED, id: null, itemsCount: 0 })
    expect(cookieValue(jar, CART_COOKIE_NAME)).toBeUndefined()
  })

  it('reads a cookie of a cart without id, as older releases wrote it, as no cart', () => {
    expect(readCartCookie(cookieWith({ ...PERSISTED, id: null, itemsCount: 0 }))).toBeNull()
  })

  it('starts a store from the cookie of the request, as the server does', () => {
    const store = createCartStore({
      currency: 'EUR',
      initial: readCartCookie(cookieWith(PERSISTED)),
    })
    expect(store.getState()).toMatchObject({ ...PERSISTED, isInitialized: false, items: [] })
  })

  it('defaults grand total and subtotal to 0 in the site currency', () => {
    const store = createCartStore({ currency: 'CHF' })
    expect(store.getState().prices).toEqual({
      discounts: [],
      subtotal_including_tax: { value: 0, currency: 'CHF' },
      grand_total: { value: 0, currency: 'CHF' },
    })
  })

  it.each([
    ['a forged id', { ...PERSISTED, id: '"><script>alert(1)</script>' }],
    ['a negative count', { ...PERSISTED, itemsCount: -4 }],
    ['an unknown type', { ...PERSISTED, type: 'admin' }],
    ['a price as text', { ...PERSISTED, shippingCost: { value: '4.95', currency: 'EUR' } }],
    ['a missing field', { id: 'cart1', type: 'guest' }],
  ])('drops a cookie with %s', (_, state) => {
    expect(readCartCookie(cookieWith(state))).toBeNull()
  })

  it('drops malformed, foreign-version and oversized cookies without throwing', () => {
    expect(readCartCookie(`${CART_COOKIE_NAME}={not json`)).toBeNull()
    expect(readCartCookie(`${CART_COOKIE_NAME}=%E0%A4%A`)).toBeNull()
    expect(readCartCookie(cookieWith(PERSISTED, 2))).toBeNull()
    const huge = {
      ...PERSISTED,
      prices: { ...PERSISTED.prices, discounts: [] },
      padding: 'x'.repeat(MAX_COOKIE_VALUE_LENGTH),
    }
    expect(readCartCookie(cookieWith(huge))).toBeNull()
    expect(readCartCookie(cookieWith(PERSISTED))).toEqual(PERSISTED)
  })

  it('falls back to the empty cart when the state in the cookie is invalid', () => {
    const forged = readCartCookie(cookieWith({ ...PERSISTED, itemsCount: 'many' }))
    expect(createCartStore({ currency: 'EUR', initial: forged }).getState().itemsCount).toBe(0)
  })

  it('writes the cookie on path /, SameSite=Lax, Secure only on https', () => {
    for (const secure of [true, false]) {
      const jar = createMemoryCookieJar('', secure)
      browserStore(jar).setState({ id: 'cart9' })
      const attributes = jar.attributes(CART_COOKIE_NAME)
      expect(attributes?.get('path')).toBe('/')
      expect(attributes?.get('samesite')).toBe('Lax')
      expect(attributes?.has('secure')).toBe(secure)
    }
  })

  it('does not rewrite the cookie when the persisted part did not change', () => {
    const jar = createMemoryCookieJar()
    const store = browserStore(jar)
    store.setState({ id: 'cart9' })
    store.setState({ pending: true })
    store.setState({ active: true })
    store.setState({ boughtTogether: { items: [toProduct({ id: 7, sku: 'MAG-400' })] } })
    expect(jar.writes).toHaveLength(1)
  })

  it('sheds discounts and addresses rather than writing a cookie the browser would drop', () => {
    const jar = createMemoryCookieJar()
    const label = 'x'.repeat(200)
    const discounts = Array.from({ length: 20 }, () => ({ amount: eur(1), label }))
    browserStore(jar).setState({ ...PERSISTED, prices: { ...PERSISTED.prices, discounts } })
    expect(readCartCookie(jar.read())).toEqual({ ...PERSISTED, shippingAddresses: [] })
  })

  it('reads back what it wrote when the page loads again', () => {
    const jar = createMemoryCookieJar()
    browserStore(jar).setState(PERSISTED)
    expect(browserStore(jar).getState()).toMatchObject(PERSISTED)
  })
})
