import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

/**
 * A family of pack sizes (the demo shop's configurable products, demo/scripts/pack-sizes.mjs) as
 * a shopper meets it, on a phone and a desktop: the sizes to choose from on its page, the price,
 * PZN and address following the choice, the chosen size in the cart, a reload and the English
 * page; and the 'from' label on tiles only where the family's sizes differ in price.
 */
const FAMILY = '/produkte/vitamin-d3-k2-tropfen'

const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Warenkorb: \d+$/ })

const pzn = (page: Page) => page.getByRole('row', { name: /^PZN/ }).getByRole('cell')

const buyBox = (page: Page) => page.locator('.ce-product-detail__buy')

for (const width of [390, 1280]) {
  test(`a shopper chooses a pack size and buys it, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(FAMILY)
    await hydrated(page)
    const sizes = page.getByRole('group', { name: 'Packungsgröße' })
    await expect(sizes.getByRole('radio')).toHaveCount(3)
    // The first size in stock is chosen; the sold-out one is shown and cannot be chosen.
    await expect(sizes.getByRole('radio', { name: /^20 ml/ })).toBeChecked()
    await expect(
      sizes.getByRole('radio', { name: /^80 ml.*Derzeit nicht lieferbar$/ }),
    ).toBeDisabled()
    await expect(buyBox(page).locator('.ce-product-price__final')).toHaveText('17,95 €')
    await expect(buyBox(page).locator('.ce-product-price__from')).toBeVisible()
    const firstPzn = await pzn(page).textContent()

    await sizes.getByText('40 ml').click()
    await expect(sizes.getByRole('radio', { name: /^40 ml/ })).toBeChecked()
    await expect(buyBox(page).locator('.ce-product-price__final')).toHaveText('32,95 €')
    await expect(pzn(page)).not.toHaveText(firstPzn ?? '')
    await expect(page).toHaveURL(/\?variant=VIT-D3-K2-TROPFEN-40$/)

    await buyBox(page).getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(cartLink(page)).toHaveAccessibleName('Warenkorb: 1')

    // A reload shows the size the address names, as the server renders it.
    await page.reload()
    await expect(page.getByRole('radio', { name: /^40 ml/ })).toBeChecked()
    await expect(buyBox(page).locator('.ce-product-price__final')).toHaveText('32,95 €')

    await cartLink(page).click()
    const line = page.locator('.ce-cart__items li')
    await expect(line).toHaveCount(1)
    await expect(line).toContainText('Vitamin D3 + K2 Tropfen')
    await expect(line.locator('.ce-cart-item__size')).toHaveText('40 ml')
    await expect(line.locator('.ce-cart-item__total')).toContainText('32,95 €')
    // The line leads back to its size.
    await expect(line.getByRole('link', { name: 'Vitamin D3 + K2 Tropfen' })).toHaveAttribute(
      'href',
      `${FAMILY}?variant=VIT-D3-K2-TROPFEN-40`,
    )
  })
}

test('the language switcher keeps the chosen size, named in English', async ({ page }) => {
  await page.goto(FAMILY)
  await hydrated(page)
  await page.getByRole('group', { name: 'Packungsgröße' }).getByText('40 ml').click()
  await expect(page).toHaveURL(/variant=VIT-D3-K2-TROPFEN-40/)
  const switcher = page.locator('header details.sf-locale')
  await switcher.locator('summary').click()
  await switcher.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/products\/vitamin-d3-k2-drops\?variant=VIT-D3-K2-TROPFEN-40$/)
  const sizes = page.getByRole('group', { name: 'Pack size' })
  await expect(sizes.getByRole('radio', { name: /^40 ml/ })).toBeChecked()
  await expect(sizes).toContainText('Currently out of stock')
  await expect(sizes).not.toContainText('nicht lieferbar')
  await expect(buyBox(page).locator('.ce-product-price__from')).toHaveText('from ')
  await expect(buyBox(page).locator('.ce-product-price__final')).toHaveText('€32.95')
})

test('the head describes the family as a ProductGroup under one canonical address', async ({
  page,
}) => {
  await page.goto(`${FAMILY}?variant=VIT-D3-K2-TROPFEN-40`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://localhost:8787${FAMILY}`,
  )
  const data = JSON.parse(
    (await page.locator('head script[type="application/ld+json"]').textContent()) ?? 'null',
  ) as Record<string, unknown>
  expect(data).toMatchObject({
    '@type': 'ProductGroup',
    productGroupID: 'VIT-D3-K2-TROPFEN',
    variesBy: ['https://schema.org/size'],
  })
  expect((data.hasVariant as { sku: string }[]).map((variant) => variant.sku)).toEqual([
    'VIT-D3-K2-TROPFEN-20',
    'VIT-D3-K2-TROPFEN-40',
    'VIT-D3-K2-TROPFEN-80',
  ])
})

test("tiles show 'ab' only for families whose sizes differ in price", async ({ page }) => {
  await page.goto('/produkte?q=Vitamin%20D3')
  const tile = (name: string) =>
    page.locator('.ce-product-tile').filter({ has: page.getByRole('heading', { name }) })
  // Three sizes of differing prices.
  await expect(tile('Vitamin D3 + K2 Tropfen').locator('.ce-product-price__from')).toHaveText('ab ')
  // Two sizes at one price: no 'from' price.
  await expect(tile('Vitamin D3 20.000 I.E. Wochendepot')).toBeVisible()
  await expect(
    tile('Vitamin D3 20.000 I.E. Wochendepot').locator('.ce-product-price__from'),
  ).toHaveCount(0)
  // Sold in one size.
  await expect(tile('Vitamin D3 1000 I.E.').locator('.ce-product-price__from')).toHaveCount(0)
})

test("a search finds a family by one size's sku, and lists it once", async ({ page }) => {
  await page.goto('/produkte?q=VIT-D3-K2-TROPFEN-80')
  const tiles = page.locator('.ce-product-tile')
  await expect(tiles).toHaveCount(1)
  await expect(tiles.getByRole('heading')).toHaveText('Vitamin D3 + K2 Tropfen')
})
