import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Browser behaviours that unit tests cover piece by piece, proven in Chromium end to end: the
 * loading bar on a slow payload, the bypass link's focus move, messages that vanish after 10 s and
 * on navigation, the breadcrumb permalink copied on Ctrl-click, and the version check of a tab made
 * visible again.
 */

// The demo upstreams start beside the storefront; the first page waits until they answer.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/ueber-uns')).status(), { timeout: 30_000 })
    .toBe(200)
})

const bar = (page: Page) => page.locator('.sf-loading-bar')

test('the loading bar shows while a slow payload loads, and not on the page before', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(bar(page)).toHaveAttribute('aria-hidden', 'true')
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/rezepte/_payload.json*', async (route) => {
    await held
    await route.continue()
  })
  await page.locator('header').getByRole('link', { name: 'Rezepte' }).first().click()
  // Past the 200 ms throttle the bar runs, busy and visible to assistive technology.
  await expect(bar(page)).toHaveClass(/sf-loading-bar--running/)
  await expect(bar(page)).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(page).toHaveURL(/\/rezepte$/)
  await expect(bar(page)).toHaveAttribute('aria-hidden', 'true', { timeout: 5_000 })
})

test('the bypass link moves focus to the main content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const bypass = page.getByRole('link', { name: 'Zum Inhalt springen' })
  await expect(bypass).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()
  // The next Tab continues inside the main content, not in the header.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('#main-content') !== null)).toBe(
    true,
  )
})

test('a message vanishes after 10 s and is cleared by a navigation', async ({ page }) => {
  await page.clock.install()
  await page.goto('/produkte')
  const add = page.getByRole('button', { name: /In den Warenkorb/ }).first()
  await expect(add).toBeEnabled({ timeout: 15_000 })
  await add.click()
  const message = page
    .locator('.sf-messages')
    .getByText('Der Artikel liegt jetzt in Ihrem Warenkorb.')
  await expect(message).toBeVisible()
  await page.clock.fastForward(9_000)
  await expect(message).toBeVisible()
  await page.clock.fastForward(1_500)
  await expect(message).toHaveCount(0)

  await add.click()
  await expect(message).toBeVisible()
  await page.locator('header').getByRole('link', { name: 'Rezepte' }).first().click()
  await expect(page).toHaveURL(/\/rezepte$/)
  await expect(message).toHaveCount(0)
})

test('Ctrl-click on a breadcrumb copies its permalink instead of following it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/ratgeber/immunsystem')
  await page.waitForLoadState('networkidle')
  const crumbs = page.locator('.sf-breadcrumbs')
  const first = crumbs.locator('a').first()
  await first.click({ modifiers: ['Control'] })
  await expect(crumbs.getByRole('status')).not.toBeEmpty()
  // Not followed: still the guide page, in this tab.
  await expect(page).toHaveURL(/\/ratgeber\/immunsystem$/)
  // The page's permalink (TYPO3's ?id=<uid>), absolute: what survives a renamed page.
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^http:\/\/localhost:8787\/\?id=\d+$/)
})

/** The tab hidden and shown again, as switching tabs does. */
const hideAndShow = (page: Page) =>
  page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    }
  })

test('a tab made visible again asks check-version and reloads only when a newer build is out', async ({
  page,
}) => {
  await page.goto('/ueber-uns')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  // The current build: the check goes out, nothing reloads.
  const current = page.waitForRequest(
    (request) => request.url().endsWith('/check-version') && request.method() === 'POST',
  )
  await hideAndShow(page)
  expect(JSON.parse((await current).postData() ?? '{}')).toHaveProperty('version')
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)

  // A newer build is deployed: the page reloads.
  await page.route('**/check-version', (route) => route.fulfill({ json: { isOutdated: true } }))
  const reloaded = page.waitForEvent('load')
  await hideAndShow(page)
  await reloaded
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false)
})
