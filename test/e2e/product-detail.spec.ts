import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A product's own page against the demo CMS (its product route) and the demo shop: what a
 * shopper sees, the head a crawler reads, the gallery by keyboard, and the cart from there.
 */
const PRODUCT = '/produkte/magnesium-400'

const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Warenkorb \(\d+\)$/ })

const structuredData = async (page: Page) =>
  JSON.parse(
    (await page.locator('head script[type="application/ld+json"]').textContent()) ?? 'null',
  ) as Record<string, unknown>

test("a product's page shows the product and describes it in the head", async ({ page }) => {
  await page.goto(PRODUCT)
  await expect(page.getByRole('heading', { level: 1, name: 'Magnesium 400' })).toBeVisible()
  await expect(page).toHaveTitle('Magnesium 400')
  await expect(page.locator('[aria-current="page"]', { hasText: 'Magnesium 400' })).toBeVisible()
  await expect(page.getByText('Sofort lieferbar')).toBeVisible()
  await expect(page.getByText(/Niedrigster Preis der letzten 30 Tage/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Produktbeschreibung' })).toBeVisible()
  expect(await structuredData(page)).toMatchObject({
    '@type': 'Product',
    name: 'Magnesium 400',
    sku: 'VIT-MG-400',
    offers: { priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  })
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://localhost:8787${PRODUCT}`,
  )
  await expect(page.locator('link[rel="alternate"][hreflang="en-DE"]')).toHaveAttribute(
    'href',
    'http://localhost:8787/en/products/magnesium-400',
  )
})

test('the gallery shows another picture by keyboard', async ({ page }) => {
  await page.goto(PRODUCT)
  const main = page.locator('.ce-product-detail__image')
  const first = await main.getAttribute('src')
  const second = page.getByRole('button', { name: 'Bild 2 von 3 anzeigen' })
  // Enabled once the page runs: a press before would do nothing.
  await expect(second).toBeEnabled()
  await second.focus()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-pressed', 'true')
  await expect(main).not.toHaveAttribute('src', first ?? '')
})

test('a shopper adds two from the product page to the cart', async ({ page }) => {
  await page.goto(PRODUCT)
  // The buying box, not the tiles of the linked products below it.
  const buy = page.locator('.ce-product-detail__buy')
  await expect(buy.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled()
  await buy.getByLabel('Menge').fill('2')
  await buy.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(cartLink(page)).toHaveAccessibleName('Warenkorb (2)')
  await cartLink(page).click()
  await expect(page.locator('.ce-cart__items li')).toHaveCount(1)
  await expect(page.locator('.ce-cart__items')).toContainText('Magnesium 400')
})

test('an address naming no product answers the not-found page', async ({ page, pageProblems }) => {
  pageProblems.allow(/404/)
  const response = await page.goto('/produkte/gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('.ce-product-detail')).toHaveCount(0)
})

test("the product's leaflets are links to the shop's PDFs", async ({ page, request }) => {
  await page.goto(PRODUCT)
  const downloads = page.getByRole('region', { name: 'Downloads' })
  const link = downloads.getByRole('link').first()
  await expect(link).toContainText('(PDF)')
  const href = await link.getAttribute('href')
  expect(href).toMatch(/\/leaflets\/VIT-MG-400-.+\.pdf$/)
  const response = await request.get(href ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
})
