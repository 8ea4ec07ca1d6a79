import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { installDemoCms } from './demo-cms'
import { clearCache, get, titleOf, withoutScripts } from './helpers'

/**
 * The success page after the checkout: it thanks only for an order it can
 * show. The server never has the order (the page is cached without the return's query), so
 * whatever the address carries, its HTML is neutral and holds no purchase: neither the thanks
 * nor an order number nor anything for the analytics' data layer. The browser adds the order of
 * a readable return (unit tests of the element and the payload, e2e analytics.spec.ts).
 */

let demo: { restore(): void }
beforeAll(() => {
  demo = installDemoCms('vitalis-de')
})
afterAll(() => demo.restore())
beforeEach(clearCache)

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

const ORDER = { orderNumber: '100000042', total: 24.85, currency: 'EUR', items: [] }

const successPage = async (search: string) => {
  const response = await get(`http://localhost/bestellung-abgeschlossen${search}`)
  expect(response.status).toBe(200)
  return response.text()
}

describe('checkout success page on the server', () => {
  it.each([
    ['a direct visit', ''],
    ['a forged payload', '?ref=checkout&event=purchase&payload=PHNjcmlwdD4'],
    [
      'a payload without an order number',
      `?ref=checkout&event=purchase&payload=${encode({ total: 9 })}`,
    ],
    ['a readable return', `?ref=checkout&event=purchase&payload=${encode(ORDER)}`],
  ])('is neutral for %s', async (_, search) => {
    const html = await successPage(search)
    const visible = withoutScripts(html)
    expect(visible).toMatch(/<h1 class="ce-header__title">Ihre Bestellung<\/h1>/)
    expect(visible).not.toContain('Vielen Dank')
    expect(titleOf(html)).not.toMatch(/Dank|abgeschlossen/)
    // No purchase anywhere in the document: not shown, not in the bootstrap for the tracker.
    expect(html).not.toContain('100000042')
    expect(html).not.toMatch(/checkoutSuccess|ec_id|"orderId"/)
  })
})
