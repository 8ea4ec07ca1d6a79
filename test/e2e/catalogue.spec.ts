import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The catalogue's filters, sort, search and paging against the demo shop: every
 * choice lands in the address, a shared address shows the same list, and after hydration the
 * list changes without a document load.
 */
const tileNames = (page: Page) => page.locator('.ce-product-tile__name').allInnerTexts()
const listing = (page: Page) => page.locator('.ce-product-listing')
const total = (page: Page) => page.locator('.ce-product-listing__total')

/** Marks the document; a full load would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }))
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

const hydrated = async (page: Page) => {
  await page.waitForLoadState('networkidle')
  // The filter form's button goes away once the page's code runs.
  await expect(listing(page).getByRole('button', { name: 'Filter anwenden' })).toBeHidden()
}

test('filters by category and stock by clicking, without reloading, and the address shares the list', async ({
  page,
  context,
}) => {
  await page.goto('/produkte')
  await hydrated(page)
  const allNames = await tileNames(page)
  const allTotal = await total(page).innerText()
  await markDocument(page)

  const categories = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link')
  const category = categories.nth(1)
  const categoryText = await category.innerText()
  await category.click()
  await expect(page).toHaveURL(/\/produkte\?category=/)
  // The chosen chip keeps its count, like its neighbours.
  await expect(
    page.getByRole('navigation', { name: 'Kategorien' }).locator('[aria-current="page"]'),
  ).toHaveText(categoryText)
  await expect(total(page)).not.toHaveText(allTotal)

  await listing(page).getByLabel('Nur lieferbare Produkte').check()
  await expect(page).toHaveURL(/[?&]stock=1/)
  await expect(listing(page).getByLabel('Nur lieferbare Produkte')).toBeChecked()
  expect(await sameDocument(page)).toBe(true)
  const filteredNames = await tileNames(page)
  expect(filteredNames).not.toEqual(allNames)

  // The same address in a new page: the same list, rendered by the worker.
  const other = await context.newPage()
  await other.goto(page.url())
  await expect(other.locator('.ce-product-tile__name').first()).toBeVisible()
  expect(await tileNames(other)).toEqual(filteredNames)
  await expect(other.getByLabel('Nur lieferbare Produkte')).toBeChecked()
  await other.close()

  // Back returns to the whole list.
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/produkte$/)
  await expect(total(page)).toHaveText(allTotal)
})

test('sorts by price and by name, and a product line facet narrows the list', async ({ page }) => {
  await page.goto('/produkte')
  await hydrated(page)
  await markDocument(page)
  await listing(page).getByLabel('Sortieren nach').selectOption('price')
  await expect(page).toHaveURL(/[?&]sort=price$/)
  await expect(listing(page).getByLabel('Sortieren nach')).toHaveValue('price')
  const prices = await page
    .locator('.ce-product-price__final')
    .evaluateAll((nodes) =>
      nodes.map((node) =>
        Number((node.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
      ),
    )
  expect(prices.length).toBeGreaterThan(1)
  expect([...prices].sort((a, b) => a - b)).toEqual(prices)

  await listing(page).getByLabel('Sortieren nach').selectOption('name')
  await expect(page).toHaveURL(/[?&]sort=name$/)
  const names = await tileNames(page)
  expect([...names].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(names)

  const line = listing(page).getByRole('group', { name: 'Produktlinie' }).getByRole('radio').nth(1)
  await line.check()
  await expect(page).toHaveURL(/[?&]line=[^&]+/)
  await expect(page).toHaveURL(/[?&]sort=name/)
  expect(await sameDocument(page)).toBe(true)
})

test('the header search leads to the products page with the shop search results', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await markDocument(page)
  await page.getByRole('banner').getByLabel('Produkte suchen').first().click()
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Produkte suchen' })
  await field.fill('magnesium')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/produkte\?q=magnesium$/)
  await expect(listing(page).getByText('Suchergebnisse für „magnesium“')).toBeVisible()
  const names = await tileNames(page)
  expect(names.length).toBeGreaterThan(0)
  expect(names.some((name) => /magnesium/i.test(name))).toBe(true)
  await expect(listing(page).getByLabel('Sortieren nach')).toHaveValue('recommended')
  expect(await sameDocument(page)).toBe(true)
})

test('an empty result says so and clearing the filters shows the products again', async ({
  page,
}) => {
  await page.goto('/produkte?price=9000_10000')
  await expect(listing(page).getByText('Keine Produkte gefunden.')).toBeVisible()
  await hydrated(page)
  await listing(page).getByRole('link', { name: 'Filter zurücksetzen' }).click()
  await expect(page).toHaveURL(/\/produkte$/)
  await expect(page.locator('.ce-product-tile__name').first()).toBeVisible()
})

test('pages through a large category with links', async ({ page }) => {
  await page.goto('/produkte')
  await hydrated(page)
  const first = await tileNames(page)
  await page
    .getByRole('navigation', { name: 'Seiten' })
    .getByRole('link', { name: 'Weiter' })
    .click()
  await expect(page).toHaveURL(/[?&]page=2$/)
  await expect(page.locator('.ce-product-tile__name').first()).not.toHaveText(first[0] ?? '')
})

test("'ab' stands only on families whose sizes differ in price, and the quick view agrees", async ({
  page,
}) => {
  await page.goto('/produkte')
  await hydrated(page)
  const tile = (name: string) =>
    listing(page)
      .locator('.ce-product-tile')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
  const prices = listing(page).locator('.ce-product-price')
  // Tiles of different prices: a comparison across the listing would mark all but the dearest.
  expect(new Set(await prices.allInnerTexts()).size).toBeGreaterThan(1)
  // Sold in one size: no 'from' price, whatever else the listing shows.
  for (const name of ['Vitamin D3 1000 I.E.', 'Magnesium 400']) {
    await expect(tile(name).locator('.ce-product-price__from')).toHaveCount(0)
  }
  // Two sizes of differing prices (60 and 120 tablets): 'ab' before the cheaper.
  await expect(tile('Vitamin C 1000 Depot').locator('.ce-product-price__from')).toHaveText('ab ')

  await tile('Magnesium 400')
    .getByRole('button', { name: /Schnellansicht/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('.ce-product-price')).toBeVisible()
  await expect(dialog.locator('.ce-product-price__from')).toHaveCount(0)
  await expect(dialog.getByRole('radio')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Schließen' }).click()

  await tile('Vitamin C 1000 Depot')
    .getByRole('button', { name: /Schnellansicht/ })
    .click()
  await expect(dialog.locator('.ce-product-price__from')).toHaveText('ab ')
  await expect(dialog.getByRole('radio')).toHaveCount(2)
  // The dearer size is the family's highest price: no 'from' before it.
  await dialog.getByText('120 Tabletten').click()
  await expect(dialog.locator('.ce-product-price__final')).toHaveText('19,95 €')
  await expect(dialog.locator('.ce-product-price__from')).toHaveCount(0)
})
