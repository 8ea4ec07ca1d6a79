import { expect, test } from './fixtures'

/**
 * The reference site of a plain EXT:headless installation (typo3.localhost, demo site `typo3`)
 * renders and hydrates in Chromium without console errors (the fixture fails on any): every
 * page in both languages, by client navigation too, with its footer from the footer menu.
 */
const ORIGIN = 'http://typo3.localhost:8787'
const PAGES = [
  '/',
  '/ueber-uns',
  '/service',
  '/service/kontakt',
  '/service/downloads',
  '/service/sitemap',
  '/impressum',
  '/datenschutz',
  '/en',
  '/en/about-us',
  '/en/service',
  '/en/service/contact',
  '/en/service/downloads',
  '/en/service/sitemap',
  '/en/legal-notice',
  '/en/privacy',
]

test('every page of the standard-shaped site renders and hydrates without console errors', async ({
  page,
}) => {
  for (const path of PAGES) {
    const response = await page.goto(`${ORIGIN}${path}`)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('main h1, main h2').first(), path).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
})

test('the home page shows the hero eagerly, the footer menu, and navigates by client', async ({
  page,
}) => {
  await page.goto(`${ORIGIN}/en`)
  const hero = page.locator('main img').first()
  await expect(hero).toHaveAttribute('loading', 'eager')
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: 'Legal notice' })).toBeVisible()
  await expect(footer.getByRole('heading', { name: 'Service' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: 'test-results/screenshots/typo3.localhost-en.png', fullPage: true })
  await footer.getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(`${ORIGIN}/en/service/contact`)
  await expect(page.getByLabel('Your name')).toBeVisible()
  // Its languages come from seo alternate links only: English is still the current one.
  await expect(page.locator('.sf-locale__code')).toHaveText('EN')
  await page.screenshot({
    path: 'test-results/screenshots/typo3.localhost-contact.png',
    fullPage: true,
  })
})
