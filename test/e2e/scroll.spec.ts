import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Scroll on client navigation: a new page starts at the top; back and
 * forward return to where the shopper left each page, once that page's payload has rendered,
 * however late it arrives and however short the page shown meanwhile.
 */
// The demo upstreams start beside the storefront; the first page waits until they answer.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/ratgeber/immunsystem')).status(), { timeout: 30_000 })
    .toBe(200)
})

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test('back returns to the position left, after the late payload rendered; forward to its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/ratgeber/immunsystem')
  await page.waitForLoadState('networkidle')
  const left = 1500
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
    left + 720 + 200,
  )
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), left)
  await expect.poll(() => scrollY(page)).toBe(left)

  // To the (short, empty) cart: a new page starts at the top.
  // A click as the shopper's, without the scrolling into view that Playwright's own click does
  // first (on the sticky header's link, Chromium would scroll the page to where it once sat).
  await page
    .locator('header')
    .getByRole('link', { name: /Warenkorb/ })
    .first()
    .evaluate((link: HTMLElement) => link.click())
  await expect(page).toHaveURL(/\/warenkorb$/)
  await expect.poll(() => scrollY(page)).toBe(0)

  // Back, with the guide's payload held up: the short cart page stays on screen meanwhile.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/ratgeber/immunsystem/_payload.json*', async (route) => {
    await held
    await route.continue()
  })
  await page.goBack()
  await page.waitForTimeout(300)
  release()
  await expect(page).toHaveURL(/\/ratgeber\/immunsystem$/)
  await expect(page.locator('main h1').first()).toContainText(/Immunsystem/)
  await expect.poll(() => scrollY(page)).toBe(left)

  // Forward: the cart, at the top where it was left.
  await page.goForward()
  await expect(page).toHaveURL(/\/warenkorb$/)
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('a reload returns to the position the page was left at', async ({ page }) => {
  await page.goto('/ratgeber/immunsystem')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }))
  // The position is noted once scrolling rests.
  await page.waitForTimeout(400)
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect.poll(() => scrollY(page)).toBe(900)
})
