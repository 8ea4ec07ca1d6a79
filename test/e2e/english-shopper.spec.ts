import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * An English shopper on the English store view: the demo shop answers `vitalis_en` in
 * English (names, descriptions, sizes, categories, facets, url keys, shipping methods, tax), so
 * searching, filtering, a product page and the cart read English throughout. The check reads
 * the main content's text and fails on German words a German store view would have put there.
 */
const GERMAN_WORDS = [
  'und',
  'für',
  'mit',
  'oder',
  'täglich',
  'Tabletten',
  'Kapseln',
  'Stück',
  'lieferbar',
  'Warenkorb',
  'Versand',
  'inkl',
  'zzgl',
  'MwSt',
  'statt',
  'Menge',
  'Nahrungsergänzungsmittel',
  'Produktinformation',
  'Rückseite',
  'Vitamine',
  'Mineralstoffe',
  'Abwehr',
  'Standardversand',
  'Vorkasse',
]
const GERMAN = new RegExp(`\\b(?:${GERMAN_WORDS.join('|')})\\b|[äöüÄÖÜß]`, 'u')

/** The German words in a region's text, with a little context each, for a readable failure. */
const germanIn = async (region: Locator): Promise<string[]> => {
  // Postal addresses (the product's business operator) keep their country's spelling.
  const text = (
    await region.evaluate((element: HTMLElement) => {
      const addresses = [...element.querySelectorAll<HTMLElement>('address')]
      for (const address of addresses) address.hidden = true
      const shown = element.innerText
      for (const address of addresses) address.hidden = false
      return shown
    })
  ).replace(/\s+/g, ' ')
  const found: string[] = []
  for (const match of text.matchAll(new RegExp(GERMAN.source, 'gu'))) {
    found.push(text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30))
  }
  return found
}

const main = (page: Page) => page.locator('main')
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart: \d+$/ })

test('an English shopper searches, filters, opens a product, adds it and reads the cart in English', async ({
  page,
  request,
}) => {
  await page.goto('/en')
  await page.waitForLoadState('networkidle')

  // Search from the header.
  await page.getByRole('banner').getByLabel('Search products').first().click()
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' })
  await field.fill('magnesium')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/en\/products\?q=magnesium$/)
  const listing = page.locator('.ce-product-listing')
  await expect(listing.getByText('Search results for “magnesium”')).toBeVisible()
  await expect(listing.locator('.ce-product-tile').first()).toBeVisible()
  expect(await germanIn(main(page))).toEqual([])

  // Filter by a category: the English view's category names.
  await page.goto('/en/products')
  await page.waitForLoadState('networkidle')
  const categories = page.getByRole('navigation', { name: 'Categories' }).getByRole('link')
  await expect(categories.filter({ hasText: /^Minerals/ })).toHaveCount(1)
  await categories.filter({ hasText: /^Minerals/ }).click()
  await expect(page).toHaveURL(/\/en\/products\?category=/)
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).locator('[aria-current="page"]'),
  ).toHaveText(/^Minerals \(\d+\)$/)
  expect(await germanIn(main(page))).toEqual([])

  // Open a product: its English url key, English texts.
  const tile = listing.locator('.ce-product-tile').first()
  const name = (await tile.locator('.ce-product-tile__name').innerText()).trim()
  await tile.locator('.ce-product-tile__link').click()
  // The first English product page of the run is rendered cold (the shop's detail, its url keys
  // in every store view, KV writes) while the other workers' tests load the same machine.
  await expect(page).toHaveURL(/\/en\/products\/[a-z0-9-]+$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // The reviews load in view: the English view's own (the demo's German ones are not its).
  await page.getByRole('heading', { name: 'Customer reviews' }).scrollIntoViewIfNeeded()
  await expect(main(page).getByText('Loading reviews …')).toHaveCount(0)
  expect(await germanIn(main(page))).toEqual([])
  // Its German translation is the same product (its sku) at its German url key.
  const skuIn = (html: string) => /"@type":"Product"[^<]*?"sku":"([^"]+)"/.exec(html)?.[1]
  const sku = skuIn(await page.content())
  expect(sku).toBeTruthy()
  const german = await page.locator('link[rel="alternate"][hreflang="de-DE"]').getAttribute('href')
  expect(german).toMatch(/\/produkte\/[a-z0-9-]+$/)
  const germanPage = await request.get(german ?? '')
  expect(germanPage.status()).toBe(200)
  const germanHtml = await germanPage.text()
  expect(germanHtml).toContain('lang="de-DE"')
  expect(skuIn(germanHtml)).toBe(sku)

  // Add it and read the cart: items, totals, shipping methods, recommendations.
  await page.getByRole('button', { name: 'Add to cart' }).first().click()
  await expect(cartLink(page)).toHaveAccessibleName('Cart: 1')
  await cartLink(page).click()
  await expect(page).toHaveURL(/\/en\/cart$/)
  const rows = page.locator('.ce-cart__items li')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(name)
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByRole('radio').first()).toBeVisible()
  const recommended = page.getByRole('region', { name: 'Frequently bought together' })
  await expect(recommended.getByRole('article').first()).toBeVisible()
  expect(await germanIn(main(page))).toEqual([])

  // A recommendation adds to the cart, in English too.
  const recommendation = (
    await recommended.getByRole('article').first().getByRole('heading').innerText()
  ).trim()
  await recommended.getByRole('button', { name: 'Add to cart' }).first().click()
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: recommendation })).toHaveCount(1)
  expect(await germanIn(main(page))).toEqual([])
})
