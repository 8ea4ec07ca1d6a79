// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { tokenCookie } from '../../shop/testing'
import { accountOrdersElement } from '../testing'
import { createCommerce } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'
import { stubOrderActions, withOrderActions } from '../testing/order-fixtures'

const visit = (search: string) =>
  window.history.replaceState(null, '', `/konto/bestellungen${search}`)
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

const signedIn = (
  overrides: Parameters<typeof stubOrderActions>[0] = {},
  orders?: Parameters<typeof stubOrderActions>[1],
) => {
  const commerce = createCommerce({ cookies: tokenCookie() })
  const stub = stubOrderActions(overrides, orders)
  return { commerce: withOrderActions(commerce, stub.actions), ...stub }
}
const NO_ORDERS = { orders: [], currentPage: 1, totalPages: 0, totalCount: 0 }

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('.ce-account-orders__row')].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  )

describe('account orders element', () => {
  afterEach(() => {
    cleanupHydrated()
    visit('')
  })

  it('renders the frame on the server and lists the orders once hydrated', async () => {
    visit('')
    const { commerce, calls } = signedIn()
    const result = await renderAndHydrate(column([accountOrdersElement], {}, commerce))
    expect(result.mismatches).toEqual([])
    expect(result.html).toContain('Meine Bestellungen')
    expect(result.html).toContain('Ihre Bestellungen werden geladen')
    expect(result.html).not.toContain('100000001')
    await settle()
    expect(calls).toEqual([['loadOrders', { currentPage: 1, pageSize: 10 }]])
    expect(rows(result.container)).toEqual([
      ['Bestellnummer 100000005', '22.04.26', 'In Bearbeitung', '24,85\u00a0€'],
      ['Bestellnummer 100000001', '15.03.26', 'Versandt', '34,40\u00a0€'],
    ])
    expect(result.container.querySelector('.ce-account-orders__number')?.getAttribute('href')).toBe(
      '/konto/bestellungen?order=100000005',
    )
  })

  it('says so when there is no order', async () => {
    const { commerce } = signedIn({
      loadOrders: () => Promise.resolve({ ok: true, data: NO_ORDERS }),
    })
    const result = await renderAndHydrate(column([accountOrdersElement], {}, commerce))
    await settle()
    expect(result.container.textContent).toContain('Sie haben noch keine Bestellung aufgegeben.')
  })

  it('offers to try again when the orders could not be loaded', async () => {
    let answers = 0
    const { commerce } = signedIn({
      loadOrders: () => {
        answers += 1
        return Promise.resolve(answers === 1 ? { ok: false } : { ok: true, data: NO_ORDERS })
      },
    })
    const result = await renderAndHydrate(column([accountOrdersElement], {}, commerce))
    await settle()
    expect(result.container.textContent).toContain('konnten nicht geladen werden')
    await act(async () => result.container.querySelector('button')?.click())
    await settle()
    expect(result.container.textContent).toContain('Sie haben noch keine Bestellung aufgegeben.')
  })

  it('asks a shopper without a session to sign in, with the way back', async () => {
    visit('?order=100000001')
    const result = await renderAndHydrate(column([accountOrdersElement]))
    expect(result.mismatches).toEqual([])
    expect(result.container.querySelector('a')?.getAttribute('href')).toBe(
      '/login?redirect=%2Fkonto%2Fbestellungen%3Forder%3D100000001',
    )
  })

  it('shows one order: items, prices, addresses, shipping, payment and history', async () => {
    visit('?order=100000001')
    const { commerce, calls } = signedIn()
    const result = await renderAndHydrate(column([accountOrdersElement], {}, commerce))
    expect(result.mismatches).toEqual([])
    // The order is read in the browser only: the server's page is the same for every order.
    expect(result.html).not.toContain('100000001')
    await settle()
    expect(calls).toEqual([['loadOrder', '100000001']])
    const text = result.container.textContent ?? ''
    expect(result.container.querySelector('h2')?.textContent).toBe('Bestellung 100000001')
    for (const part of [
      'Vitamin D3',
      'Art.-Nr. VIT-D3',
      '19,90\u00a0€',
      'Invalidenstraße 12',
      '10115 Berlin',
      'Standardversand - DHL Paket',
      'Vorkasse',
      '16.03.26, 11:00',
      'Gesamtsumme34,40\u00a0€',
    ])
      expect(text).toContain(part)
    expect(
      result.container.querySelector('a[href="/konto/retouren?order=100000001"]')?.textContent,
    ).toBe('Artikel zurückschicken')
  })

  it('says when the customer has no such order', async () => {
    visit('?order=999')
    const { commerce } = signedIn()
    const result = await renderAndHydrate(column([accountOrdersElement], {}, commerce))
    await settle()
    expect(result.container.textContent).toContain(
      'Die Bestellung 999 gibt es in Ihrem Konto nicht.',
    )
  })

  it('reorders into the cart and shows what the shop could not add as cart messages', async () => {
    visit('?order=100000001')
    const { commerce } = signedIn()
    commerce.shop.state.orders.set('100000001', [
      { sku: 'VIT-D3', quantity: 2 },
      { sku: 'ZINC-OUT', quantity: 1 },
    ])
    const result = await renderAndHydrate(column([accountOrdersElement], {}, commerce))
    await settle()
    const button = [...result.container.querySelectorAll('button')].find(
      (entry) => entry.textContent === 'Erneut bestellen',
    )
    await act(async () => button?.click())
    await settle()
    expect(commerce.shop.calls.map((call) => call.operation)).toEqual(['reorderItems'])
    expect(commerce.cart.getState()).toMatchObject({ type: 'customer', itemsCount: 2 })
    expect(commerce.messages.getState().messages).toMatchObject([{ type: 'error', area: 'cart' }])
    expect(result.container.querySelector('.ce-order__partly')?.textContent).toContain(
      'Nicht alle Artikel konnten in den Warenkorb gelegt werden.',
    )
    expect(result.container.querySelector('.ce-order__reorder a')?.getAttribute('href')).toBe(
      '/warenkorb',
    )
  })
})
