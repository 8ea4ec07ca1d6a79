import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Element code that fails to load: the page reloads once, at most once per
 * 10 s per path; if the code fails again, the page stays the server's HTML, which works and
 * shows nothing alarming. The cart, in its cookie, is kept.
 */

/** The hero banner's own chunk: code only the home page's element needs, loaded on demand. */
const heroChunk = (): string => {
  const manifest = JSON.parse(readFileSync('build/manifest.json', 'utf8')) as {
    elements: Record<string, string[]>
  }
  const chunk = manifest.elements.hero_banner?.[0]
  if (!chunk) throw new Error('no hero_banner chunk in the build manifest')
  return chunk
}

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get('/')).status(), { timeout: 30_000 }).toBe(200)
})

/** Counts the documents the page loads of `/`. */
const countHomeLoads = (page: Page) => {
  const loads = { count: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/') loads.count += 1
  })
  return loads
}

test('a chunk that fails once: the page reloads once and then works as an app', async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/Failed to load resource.*404/)
  // Gone for the first document (its preload and its import alike), there again after a reload.
  const loads = countHomeLoads(page)
  await page.route(`**${heroChunk()}`, (route) =>
    loads.count < 2 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  )
  await page.goto('/')
  await expect.poll(() => loads.count).toBe(2)
  await page.waitForLoadState('networkidle')
  // Hydrated now: a link navigates with the page payload, not a new document.
  const payload = page.waitForRequest((request) => request.url().includes('/_payload.json'))
  await page.locator('header').getByRole('link', { name: 'Rezepte' }).first().click()
  await payload
  await expect(page).toHaveURL(/\/rezepte$/)
  expect(loads.count).toBe(2)
})

test('a chunk that keeps failing: one reload, then the server HTML stays and works', async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/Failed to load resource.*404/)
  await page.route(`**${heroChunk()}`, (route) => route.fulfill({ status: 404, body: 'gone' }))
  const loads = countHomeLoads(page)
  await page.goto('/')
  await expect.poll(() => loads.count).toBe(2)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_000)
  // Not a third time within 10 s.
  expect(loads.count).toBe(2)
  // The server's page, whole and without an error shown.
  await expect(page.locator('main .ce-hero__title')).toBeVisible()
  await expect(page.locator('.sf-error')).toHaveCount(0)
  // Its links are plain links: a click loads the next page as a document.
  const document = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().endsWith('/rezepte'),
  )
  await page.locator('header').getByRole('link', { name: 'Rezepte' }).first().click()
  await document
  await expect(page).toHaveURL(/\/rezepte$/)
  await expect(page.locator('main h1').first()).toBeVisible()
})

test('a message for the next page survives the full load its failed code falls back to', async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/Failed to load resource.*404/)
  await page.goto('/login')
  await page.getByLabel('E-Mail-Adresse').fill('kunde@example.com')
  await page.locator('input[name="password"]').fill('Passwort123!')
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/konto$/)
  // Signing out leads home with its note; the home page's code fails to load once on the way,
  // so the router loads home as a document, and the note has to come along.
  const loads = countHomeLoads(page)
  let failures = 0
  await page.route(`**${heroChunk()}`, (route) =>
    failures++ < 1 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  )
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page).toHaveURL('http://localhost:8787/')
  await expect.poll(() => loads.count).toBe(1)
  await expect(page.getByText('Sie haben sich abgemeldet.').first()).toBeVisible()
  expect(failures).toBe(2)
})
