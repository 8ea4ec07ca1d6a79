// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createFakeCheckoutConfirm,
  encodePurchasePayload as encode,
  purchaseReturnSearch,
} from '../../shop/testing'
import { checkoutSuccessElement } from '../testing'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'

const ORDER = {
  orderNumber: '100000042',
  store: 'vitalis_de',
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

const status = (container: HTMLElement) =>
  container.querySelector('[role="status"]')?.textContent ?? ''

let worker = createFakeCheckoutConfirm()
beforeEach(() => {
  worker = createFakeCheckoutConfirm()
  vi.stubGlobal('fetch', worker.fetch)
  // A return the shop does not confirm is logged (SPEC.md section 8); not this test's output.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('checkout success element', () => {
  afterEach(() => {
    cleanupHydrated()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    visit('')
  })

  it('renders a neutral page on the server and adds the order the shop signed once hydrated', async () => {
    visit(`${worker.sign(ORDER).search}#complete`)
    const result = await renderAndHydrate(column([checkoutSuccessElement]))
    expect(result.mismatches).toEqual([])
    // The cached page knows no order: the server's HTML is neutral and has none.
    expect(result.html).not.toContain('Vielen Dank')
    expect(result.html).not.toContain('100000042')
    await vi.waitFor(() =>
      expect(result.container.querySelector('h1, h2')?.textContent).toBe(
        'Vielen Dank für Ihre Bestellung!',
      ),
    )
    expect(worker.asked).toHaveLength(1)
    expect(facts(result.container)).toEqual([
      ['Ihre Bestellnummer', '100000042'],
      ['Artikel', '2'],
      ['Gesamtsumme', '24,85\u00a0€'],
    ])
    // Back to the products, and where a guest follows the order later.
    const links = [...result.container.querySelectorAll('a')].map((link) =>
      link.getAttribute('href'),
    )
    expect(links).toEqual(['/bestellstatus', '/produkte'])
    expect(result.container.textContent).toContain(
      'Den Stand Ihrer Bestellung sehen Sie jederzeit unter Bestellstatus',
    )
  })

  it('says where the orders are on the page without a return', async () => {
    visit('')
    const result = await renderAndHydrate(column([checkoutSuccessElement]))
    expect(result.mismatches).toEqual([])
    expect(result.container.querySelector('.ce-checkout-success__facts')).toBeNull()
    expect(status(result.container)).toContain(
      'Zu dieser Adresse gehört keine Bestellung, die wir Ihnen zeigen können.',
    )
    expect(result.container.querySelector('h1, h2')?.textContent).toBe('Ihre Bestellung')
    expect(worker.asked).toEqual([])
  })

  // A hand-made address with an order number of the shop's pattern and any total.
  const HAND_MADE = { ...ORDER, orderNumber: '000000001', total: 99999.99, currency: 'USD' }
  it.each([
    ['an unsigned payload', () => purchaseReturnSearch(encode(HAND_MADE))],
    [
      'a signature of another payload (altered total)',
      () => purchaseReturnSearch(encode(HAND_MADE), worker.sign(ORDER).signature),
    ],
    // Signed, so that the payload's own checks decide, not the signature's.
    ['a signed payload that does not decode', () => worker.signPayload('PHNjcmlwdD4').search],
    [
      'markup as a signed order number',
      () => worker.sign({ ...ORDER, orderNumber: '<b>1</b>' }).search,
    ],
  ])('shows no order and no total for %s', async (_, search) => {
    visit(search())
    const result = await renderAndHydrate(column([checkoutSuccessElement]))
    expect(result.mismatches).toEqual([])
    await vi.waitFor(() =>
      expect(status(result.container)).toContain(
        'Diese Bestellung können wir Ihnen hier nicht bestätigen.',
      ),
    )
    expect(result.container.querySelector('.ce-checkout-success__facts')).toBeNull()
    expect(result.container.querySelector('h1, h2')?.textContent).toBe('Ihre Bestellung')
    expect(result.container.textContent).not.toContain('Vielen Dank')
    expect(result.container.textContent).not.toMatch(/99\.999|000000001|\$/)
    expect(result.container.innerHTML).not.toContain('<b>1</b>')
    // Where to look instead: the e-mail (above) and the order status.
    expect(result.container.textContent).toContain('unter Bestellstatus')
  })
})
