import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hydratedAndIdle } from './hydrated'

/**
 * The main column's elements further down a page hydrate when they come near the viewport
 * (src/elements/late-hydration.ts), and the sign-in box beside an article when the shopper
 * turns to it, in Chromium: until then React keeps their server HTML,
 * nodes and all, and their code is not loaded; once near, it loads and React adopts the same
 * nodes. A tap before that is replayed, and a navigation meanwhile reports no error (the
 * fixture fails a test on any console error, which a dropped boundary would log).
 */

const GUIDE = '/ratgeber/immunsystem'
/** The guide's late sections, top to bottom: a table, the product listing, downloads, the sitemap. */
const SECTIONS = ['#c406', '#c417', '#c418', '#c423']
const LISTING = '#c417'
const LISTING_CODE = /\/build\/ProductListingElement-[\w-]+\.js$/
const LOGIN_CODE = /\/build\/LoginElement-[\w-]+\.js$/

/** Save-Data: the link prefetcher then fetches nothing ahead, not even another page's code. */
const withoutPrefetch = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', saveData: true },
      configurable: true,
    }),
  )

/**
 * Marks each late section's first node once the page hydrated (the sections still waiting), to
 * tell the server's nodes, adopted by React, from new ones.
 */
const markServerNodes = (page: Page) =>
  page.evaluate((sections) => {
    for (const section of sections)
      document.querySelector(section)?.firstElementChild?.setAttribute('data-from-server', '')
  }, SECTIONS)

/** Holds back the scripts `pattern` matches, as a slow connection would, until released. */
const holdBack = async (page: Page, pattern: RegExp): Promise<() => void> => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}

const scriptsLoaded = (page: Page): string[] => {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
  return urls
}

test('late sections keep their server HTML while they wait and after they hydrate', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await withoutPrefetch(page)
  const scripts = scriptsLoaded(page)
  await page.goto(GUIDE)
  await hydratedAndIdle(page)
  await markServerNodes(page)

  // Hydrated above, waiting below: the listing's code is not loaded, its HTML is the server's.
  expect(scripts.filter((url) => LISTING_CODE.test(url))).toEqual([])
  const waiting = await page.locator(LISTING).innerHTML()
  expect(waiting).toContain('data-from-server')
  await expect(page.locator(`${LISTING} .ce-product-tile`).first()).toBeVisible()

  for (const section of SECTIONS) {
    await page.locator(section).scrollIntoViewIfNeeded()
    // Hydrated in place: React adopted the server's first node of the section.
    await expect(page.locator(`${section} > [data-from-server]`)).toHaveCount(1)
  }
  expect(scripts.filter((url) => LISTING_CODE.test(url))).toHaveLength(1)
  // The listing's controls work once it hydrated (they are disabled before, useHydrated).
  await expect(page.locator(`${LISTING} .ce-add-to-cart__button`).first()).toBeEnabled()
})

test('an add-to-cart tapped before the listing hydrated is not lost', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await withoutPrefetch(page)
  // The listing's code is held back, as on a slow connection, until the shopper has tapped.
  const release = await holdBack(page, LISTING_CODE)
  await page.goto(GUIDE)
  await hydratedAndIdle(page)
  const button = page.locator(`${LISTING} .ce-add-to-cart__button`).first()
  await button.scrollIntoViewIfNeeded()
  await expect(button).toBeDisabled()
  // A disabled button gets no click event, only the pointer's: the tap is held for it.
  await button.click({ force: true })
  release()
  await expect(page.getByRole('banner').getByRole('link', { name: /Warenkorb/ })).toContainText('1')
})

test('a navigation while late sections still wait shows the next page without an error', async ({
  page,
}) => {
  await withoutPrefetch(page)
  const scripts = scriptsLoaded(page)
  await page.goto(GUIDE)
  await hydratedAndIdle(page)
  expect(scripts.filter((url) => LISTING_CODE.test(url))).toEqual([])
  // The navigation's loading state and the new page change everything above the waiting sections.
  await page.getByRole('banner').getByRole('link', { name: 'Rezepte' }).click()
  await expect(page).toHaveURL(/\/rezepte$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`))
  await expect(page.locator(`${LISTING} .ce-product-tile`).first()).toBeAttached()
})

test('the sign-in box beside an article loads its code when the shopper turns to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await withoutPrefetch(page)
  const scripts = scriptsLoaded(page)
  const release = await holdBack(page, LOGIN_CODE)
  await page.goto(GUIDE)
  await hydratedAndIdle(page)
  // In view beside the article, and not loaded: a guest who never signs in never needs it.
  const box = page.locator('.ce-frame.frame-type-login')
  await expect(box).toBeInViewport()
  expect(scripts.filter((url) => LOGIN_CODE.test(url))).toEqual([])

  // Typing starts it; what is typed before it hydrated stays (the form reads it on submit).
  await box.getByLabel('E-Mail-Adresse').pressSequentially('kunde@example.com')
  await expect.poll(() => scripts.filter((url) => LOGIN_CODE.test(url))).toHaveLength(1)
  await box.locator('input[name="password"]').fill('Passwort123!')
  const submit = box.getByRole('button', { name: 'Anmelden' })
  await expect(submit).toBeDisabled()
  // Sent before the code arrived: held, and replayed once the box hydrated.
  await submit.click({ force: true })
  release()
  await expect(page.getByRole('banner').locator('[data-signed-in]')).toHaveAttribute(
    'data-signed-in',
    'true',
  )
})

test('another view of the same page waits until the late sections hydrated, and keeps them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await withoutPrefetch(page)
  await page.goto(GUIDE)
  await hydratedAndIdle(page)
  await markServerNodes(page)
  const listing = page.locator(LISTING)
  await listing.scrollIntoViewIfNeeded()
  await expect(listing.locator('.ce-add-to-cart__button').first()).toBeEnabled()
  // A filter of the listing shows the same page anew, with the sections below it still waiting.
  await listing.getByRole('link', { name: /^Mineralstoffe/ }).click()
  await expect(page).toHaveURL(/\/ratgeber\/immunsystem\?category=/)
  await expect(listing.locator('.ce-product-listing__total')).toHaveText('14 Produkte')
  for (const section of SECTIONS)
    await expect(page.locator(`${section} > [data-from-server]`)).toHaveCount(1)
})
