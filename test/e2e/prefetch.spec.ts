import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Instant navigation: a link the shopper points at or focuses has its page
 * fetched ahead, so the click renders without waiting for the network; links in view are
 * fetched on a fast connection, a few per page; with Save-Data nothing is fetched ahead.
 */

test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/ueber-uns')).status(), { timeout: 30_000 })
    .toBe(200)
})

/** The connection the page reports (navigator.connection), set before any script runs. */
const connection = (page: Page, info: { saveData: boolean; effectiveType: string }) =>
  page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { value, configurable: true })
  }, info)

const payloadRequests = (page: Page, path: string) => {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(`${path}/_payload.json`)) seen.push(request.url())
  })
  return seen
}

test('a hovered link is fetched ahead and the click needs no request', async ({ page }) => {
  await connection(page, { saveData: false, effectiveType: '3g' })
  const requests = payloadRequests(page, '/rezepte')
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])
  const link = page.locator('header').getByRole('link', { name: 'Rezepte' }).first()
  await link.hover()
  await expect.poll(() => requests.length).toBe(1)
  await page.waitForLoadState('networkidle')
  // Offline from here on: the page must come from what was fetched ahead.
  await page.route('**/_payload.json*', (route) => route.abort())
  await link.click()
  await expect(page).toHaveURL(/\/rezepte$/)
  await expect(page.locator('main h1').first()).toBeVisible()
  expect(requests).toHaveLength(1)
})

test('a focused link is fetched ahead too', async ({ page }) => {
  await connection(page, { saveData: false, effectiveType: '3g' })
  const requests = payloadRequests(page, '/rezepte')
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.locator('header').getByRole('link', { name: 'Rezepte' }).first().focus()
  await expect.poll(() => requests.length).toBe(1)
})

test('with Save-Data nothing is fetched ahead', async ({ page }) => {
  await connection(page, { saveData: true, effectiveType: '4g' })
  const payloads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_payload.json')) payloads.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.locator('header').getByRole('link', { name: 'Rezepte' }).first().hover()
  await page.waitForTimeout(500)
  expect(payloads).toEqual([])
})

test('on a fast connection a few links in view are fetched ahead, no more', async ({ page }) => {
  await connection(page, { saveData: false, effectiveType: '4g' })
  const payloads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_payload.json')) payloads.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect.poll(() => payloads.length).toBeGreaterThan(0)
  await page.mouse.wheel(0, 4000)
  await page.waitForTimeout(500)
  expect(payloads.length).toBeLessThanOrEqual(4)
})
