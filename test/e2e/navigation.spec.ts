import { expect, test } from './fixtures'

test('an internal link navigates with the page payload, without reloading the document', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  const payload = page.waitForRequest((request) =>
    request.url().includes('/rezepte/_payload.json?v='),
  )
  // A top-level entry without a submenu ('Über uns' has one: the careers page).
  await page.locator('header').getByRole('link', { name: 'Rezepte' }).first().click()
  await payload
  await expect(page).toHaveURL(/\/rezepte$/)
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page).toHaveTitle(/Rezepte/)
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true)

  await page.goBack()
  await expect(page).toHaveURL('http://localhost:8787/')
  await expect(page).toHaveTitle(/Vitalis/)
})

test('after a client navigation focus starts at the new page and its title is announced', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.locator('header').getByRole('link', { name: 'Rezepte' }).first().click()
  await expect(page).toHaveURL(/\/rezepte$/)
  await expect(page).toHaveTitle(/Rezepte/)
  // Focus is on the new page's heading, not left on <body> or the header's link.
  const heading = page.locator('main h1')
  await expect(heading).toBeFocused()
  await expect(heading).toHaveAttribute('tabindex', '-1')
  // A screen reader hears the new page's title from a polite live region.
  const announcer = page.locator('#sf-route-announcer')
  await expect(announcer).toHaveAttribute('aria-live', 'polite')
  await expect(announcer).toHaveText(await page.title())
  // Tab goes on from the page's start, not from the header.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true)

  // Back to the home page: the same again.
  await page.goBack()
  await expect(page).toHaveTitle(/Vitalis/)
  await expect(page.locator('main h1')).toBeFocused()
  await expect(announcer).toHaveText(await page.title())
})

test('a second click before the first page arrives wins: the late first page changes nothing', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // The recipes' payload (fetched ahead on hover or on the click) is held until released.
  const held: (() => Promise<void>)[] = []
  await page.route(/\/rezepte\/_payload\.json/, (route) => {
    held.push(() => route.continue())
  })
  await page.locator('header').getByRole('link', { name: 'Rezepte' }).first().click()
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click()
  await expect(page).toHaveURL(/\/impressum$/)
  await expect(page).toHaveTitle(/Impressum/)

  const late = page.waitForResponse(/\/rezepte\/_payload\.json/)
  await Promise.all(held.map((release) => release()))
  await (await late).finished()
  // Long enough for the late page's code to load and for it to be shown if it were going to be.
  await page.waitForTimeout(1000)
  await expect(page).toHaveURL(/\/impressum$/)
  await expect(page).toHaveTitle(/Impressum/)
  await page.goBack()
  await expect(page).toHaveURL('http://localhost:8787/')
})

test('switching to English loads the English page and its navigation', async ({ page }) => {
  await page.goto('/en')
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1)
})

test('an unknown path shows the CMS error page with status 404', async ({ page, pageProblems }) => {
  // Chromium reports the document's own status in the console.
  pageProblems.allow(/status of 404/)
  const response = await page.goto('/diese-seite-gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(/^404 - /)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('a trailing slash redirects to the trimmed path', async ({ page }) => {
  await page.goto('/ueber-uns/')
  await expect(page).toHaveURL(/\/ueber-uns$/)
})

test('the hero search shows its button only after more than 2 typed characters', async ({
  page,
}) => {
  await page.goto('/')
  const search = page.getByRole('searchbox').first()
  await search.fill('Vi')
  await expect(page.getByRole('button', { name: /such/i })).toHaveCount(0)
  await search.fill('Vit')
  await expect(page.getByRole('button', { name: /such/i }).first()).toBeVisible()
})

test('on a phone the header shows one menu icon, swaps it when opened, and fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const toggle = page.locator('.sf-header__menu-toggle')
  await expect(toggle.locator('.sf-header__menu-open')).toBeVisible()
  await expect(toggle.locator('.sf-header__menu-close')).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await toggle.click()
  await expect(toggle.locator('.sf-header__menu-close')).toBeVisible()
  await expect(toggle.locator('.sf-header__menu-open')).toBeHidden()
  await expect(
    page.locator('.sf-header__mobile-panel').getByRole('link', { name: 'Produkte' }),
  ).toBeVisible()
})

test('on a phone every page type fits the screen: nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/', '/ratgeber/immunsystem', '/produkte', '/warenkorb']) {
    await page.goto(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect({ path, width }).toEqual({ path, width: 390 })
  }
})

test('a search typed before the page runs keeps its text and gets its button', async ({ page }) => {
  // Hold the client script back until the shopper has typed, as on a slow connection.
  let release = () => {}
  const typed = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/build\/client-[^/]+\.js$/, async (route) => {
    await typed
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  const search = page.getByRole('searchbox').first()
  await search.fill('Vit')
  release()
  await expect(page.getByRole('button', { name: /such/i }).first()).toBeVisible()
  await expect(search).toHaveValue('Vit')
})
