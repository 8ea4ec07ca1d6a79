import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A product listing page while the shop is slow: the page streams before the catalogue
 * (src/worker/routes/page.ts), the shopper sees the listing's loading state first, then the
 * tiles, and the page hydrates from the snapshot without a mismatch. The demo shop's knob slows
 * the products query (demo/shop/latency.ts); the catalogue is purged first, so the worker has
 * to ask the shop. The purge token is the one `npm start` wrote to .dev.vars.
 */
const DEMO = 'http://127.0.0.1:8788'
const SHOP_LATENCY_MS = 2500

const purgeToken = () =>
  /^PURGE_TOKEN=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim() ?? ''

const setShopLatency = async (request: APIRequestContext, productsMs: number) => {
  const response = await request.put(`${DEMO}/shop/_latency`, { data: { productsMs } })
  expect(response.ok()).toBe(true)
}

test.afterEach(async ({ request }) => {
  await setShopLatency(request, 0)
})

test('a product listing streams its loading state first and hydrates once the slow shop answered', async ({
  browser,
  request,
}) => {
  // Uncompressed: wrangler dev holds back the HTML it compresses itself (workers-sdk#8004).
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'identity' } })
  const page = await context.newPage()
  await (await request.get('/produkte')).body() // the page and the catalogue are cached
  await setShopLatency(request, SHOP_LATENCY_MS)
  const purge = await request.post('/_cache/purge', {
    headers: { authorization: `Bearer ${purgeToken()}` },
    data: { scope: 'catalogue', site: 'vitalis-de' },
  })
  expect(purge.ok()).toBe(true)

  const started = Date.now()
  const navigation = page.goto('/produkte')
  const listing = page.locator('.ce-product-listing').first()
  await expect(listing.locator('[role="status"][aria-busy="true"]')).toBeVisible()
  await expect(listing.getByRole('heading').first()).toBeVisible()
  expect(Date.now() - started).toBeLessThan(SHOP_LATENCY_MS)
  await expect(listing.locator('.ce-product-tile').first()).toBeVisible({ timeout: 15_000 })
  await expect(listing.locator('[aria-busy]')).toHaveCount(0)
  await navigation

  // Hydrated: the add-to-cart button works and the header counts it.
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Warenkorb: 1' })).toBeVisible()
  await context.close()
})
