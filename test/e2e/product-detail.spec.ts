import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A product's own page against the demo CMS (its product route) and the demo shop: what a
 * shopper sees, the head a crawler reads, the gallery by keyboard, and the cart from there.
 */
const PRODUCT = '/produkte/magnesium-400'

const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Warenkorb: \d+$/ })

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
  // 9,95 € now, 12,95 € regular, 11,95 € the lowest of 30 days: the reduction is measured from
  // that low (§ 11 PAngV), so -17 % from 11,95 €, never -23 % from 12,95 €.
  const top = page.locator('.ce-product-detail__top')
  await expect(top.locator('.ce-product-tile__badge')).toHaveText('-17%')
  await expect(top.locator('s.ce-product-price__regular')).toHaveText('statt 11,95 €')
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
  await expect(cartLink(page)).toHaveAccessibleName('Warenkorb: 2')
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

for (const width of [390, 1280]) {
  test(`a food supplement's facts are in tables before the purchase, German and English, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(PRODUCT)
    const facts = page.getByRole('region', { name: 'Pflichtangaben' })
    const nutrients = facts.getByRole('table', { name: 'Nährstoffe pro 1 Tablette' })
    await expect(nutrients).toBeVisible()
    await expect(nutrients.getByRole('columnheader', { name: '% NRV*' })).toBeVisible()
    const magnesium = nutrients.getByRole('row', { name: /^Magnesium/ })
    await expect(magnesium.getByRole('cell')).toHaveText(['400 mg', '107 %'])
    const details = facts.getByRole('table', { name: 'Angaben zum Produkt' })
    const fact = (label: string) => details.getByRole('row', { name: label }).getByRole('cell')
    // The dose the page tells not to exceed, stated.
    await expect(fact('Verzehrempfehlung')).toHaveText('1 Tablette täglich')
    await expect(fact('Warnhinweise').getByRole('listitem')).toHaveText([
      'Die angegebene empfohlene tägliche Verzehrsmenge darf nicht überschritten werden.',
      'Außerhalb der Reichweite von kleinen Kindern lagern.',
      'Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise.',
    ])
    await expect(fact('Zutaten')).toContainText('Magnesiumcitrat')
    await expect(fact('Nettofüllmenge')).toHaveText('100 Tabletten (150 g)')
    await expect(fact('Inverkehrbringer')).toHaveText(
      'Vitalis GmbH, Hafenstraße 12, 20457 Hamburg, Deutschland',
    )
    await expect(fact('PZN')).toHaveText(/^\d{8}$/)
    await facts.scrollIntoViewIfNeeded()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    const data = await structuredData(page)
    expect(data.identifier).toMatchObject({ propertyID: 'PZN' })
    expect(data.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Magnesium',
      value: 400,
      unitText: 'mg',
      description: '107% NRV',
    })

    await page.goto('/en/products/magnesium-400')
    const english = page.getByRole('region', { name: 'Mandatory information' })
    await expect(english.getByRole('table', { name: 'Nutrients per 1 tablet' })).toBeVisible()
    const englishDetails = english.getByRole('table', { name: 'Product details' })
    await expect(
      englishDetails.getByRole('row', { name: 'Recommended intake' }).getByRole('cell'),
    ).toHaveText('1 tablet a day')
    await expect(
      englishDetails.getByRole('row', { name: 'Warnings' }).getByRole('listitem').first(),
    ).toHaveText('Do not exceed the stated recommended daily dose.')
  })
}

test('a supplement with fish names the allergen and emphasises it in the ingredients', async ({
  page,
}) => {
  await page.goto('/produkte/omega-3-fischoel-1000-mg')
  const details = page.getByRole('table', { name: 'Angaben zum Produkt' })
  await expect(details.getByRole('row', { name: 'Allergene' }).getByRole('cell')).toHaveText(
    'Fisch',
  )
  await expect(
    details.getByRole('row', { name: 'Zutaten' }).locator('strong', { hasText: /^Fisch$/ }),
  ).toBeVisible()
  // Omega-3 fatty acids have no reference value: the footnote says what '***' means.
  await expect(page.getByText('*** Keine Referenzmenge vorhanden')).toBeVisible()
  // Not a pharmacy product: no PZN row.
  await expect(details.getByRole('row', { name: 'PZN' })).toHaveCount(0)
})
