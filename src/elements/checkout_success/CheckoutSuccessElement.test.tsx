// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { checkoutSuccessElement } from '../testing'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'

/** As the shop encodes it: URL-safe base64 of the UTF-8 JSON, no padding. */
const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

const ORDER = {
  orderNumber: '100000042',
  total: 24.85,
  currency: 'EUR',
  items: [{ sku: 'VIT-D3-1000', quantity: 2, price: 9.95 }],
}

/** Opens the success page at `search`, as the shop's redirect does. */
const visit = (search: string) =>
  window.history.replaceState(null, '', `/bestellung-abgeschlossen${search}`)

const facts = (container: HTMLElement) =>
  [...container.querySelectorAll('.ce-checkout-success__facts > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ])

describe('checkout success element', () => {
  afterEach(() => {
    cleanupHydrated()
    visit('')
  })

  it('renders the thanks on the server and adds the returned order once hydrated', async () => {
    visit(`?ref=checkout&event=purchase&payload=${encode(ORDER)}#complete`)
    const result = await renderAndHydrate(column([checkoutSuccessElement]))
    expect(result.mismatches).toEqual([])
    // The cached page knows no order: the server's HTML is neutral and has none.
    expect(result.html).not.toContain('Vielen Dank')
    expect(result.html).not.toContain('100000042')
    expect(result.container.querySelector('h1, h2')?.textContent).toBe(
      'Vielen Dank für Ihre Bestellung!',
    )
    expect(facts(result.container)).toEqual([
      ['Ihre Bestellnummer', '100000042'],
      ['Artikel', '2'],
      ['Gesamtsumme', '24,85\u00a0€'],
    ])
    // Back to the products, and where a guest follows the order later (issue 39, point 6).
    const links = [...result.container.querySelectorAll('a')].map((link) =>
      link.getAttribute('href'),
    )
    expect(links).toEqual(['/bestellstatus', '/produkte'])
    expect(result.container.textContent).toContain(
      'Den Stand Ihrer Bestellung sehen Sie jederzeit unter Bestellstatus',
    )
  })

  it.each([
    ['no payload', ''],
    ['a forged payload', '?ref=checkout&event=purchase&payload=PHNjcmlwdD4'],
    [
      'markup as order number',
      `?ref=checkout&event=purchase&payload=${encode({ orderNumber: '<b>1</b>' })}`,
    ],
    [
      'a word as order number',
      `?ref=checkout&event=purchase&payload=${encode({ orderNumber: 'x' })}`,
    ],
  ])('thanks for no order without one, for %s', async (_, search) => {
    visit(search)
    const result = await renderAndHydrate(column([checkoutSuccessElement]))
    expect(result.mismatches).toEqual([])
    expect(result.container.querySelector('.ce-checkout-success__facts')).toBeNull()
    expect(result.container.querySelector('[role="status"]')?.textContent).toContain(
      'Zu dieser Adresse gehört keine Bestellung, die wir Ihnen zeigen können.',
    )
    expect(result.container.querySelector('h1, h2')?.textContent).toBe('Ihre Bestellung')
    expect(result.container.textContent).not.toContain('Vielen Dank')
    expect(result.container.innerHTML).not.toContain('<b>1</b>')
  })
})
