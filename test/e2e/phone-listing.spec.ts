import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The listing made for phones: at 390 px the first row of tiles is on the
 * first screen and the filters and sort order sit behind one button with the count of active
 * filters, in a modal drawer that the keyboard, a screen reader and the back button can close;
 * at 1280 px the filters stay beside the list. Driven by clicks, as a shopper's thumb would.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

const listing = (page: Page) => page.locator('.ce-product-listing')
const toggle = (page: Page) => listing(page).getByRole('button', { name: /^Filter & Sortierung/ })
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Filter & Sortierung' })

const hydrated = async (page: Page) => {
  await page.waitForLoadState('networkidle')
  await expect(toggle(page)).toBeEnabled()
}

/** The tiles of the grid's first row: those level with the first. */
const firstRowBoxes = async (page: Page) => {
  const boxes = await page
    .locator('.ce-product-listing__item')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect))
  const top = boxes[0]?.top ?? Number.NaN
  return boxes.filter((box) => Math.abs(box.top - top) < 1)
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE })

  test('the first row of products is on the first screen, the filters behind one button', async ({
    page,
  }) => {
    await page.goto('/produkte')
    await hydrated(page)
    const row = await firstRowBoxes(page)
    expect(row.length).toBeGreaterThanOrEqual(2)
    // Each tile of the row starts on the first screen with its whole picture (square, the
    // tile's width) above the screen's bottom edge.
    for (const box of row) {
      expect(box.top).toBeGreaterThanOrEqual(0)
      expect(box.top + box.width).toBeLessThanOrEqual(PHONE.height)
    }
    await expect(listing(page).getByRole('group', { name: 'Produktlinie' })).toBeHidden()
    await expect(listing(page).getByLabel('Sortieren nach')).toBeHidden()
    // The categories stay one tap away, with their counts, in a row that scrolls sideways.
    await expect(
      page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').nth(1),
    ).toHaveText(/\(\d+\)$/)
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width)
  })

  test('the drawer opens on a click, takes the focus, and Escape closes it back to the button', async ({
    page,
  }) => {
    await page.goto('/produkte')
    await hydrated(page)
    await expect(toggle(page)).toHaveAttribute('aria-haspopup', 'dialog')
    await toggle(page).click()
    await expect(drawer(page)).toBeVisible()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
    expect(
      await page.evaluate(() => document.activeElement?.closest('dialog')?.open === true),
    ).toBe(true)
    await expect(drawer(page).getByRole('group', { name: 'Produktlinie' })).toBeVisible()
    await expect(drawer(page).getByLabel('Sortieren nach')).toBeVisible()
    // One form on the page at a time: the drawer holds it, the column does not.
    await expect(page.locator('form.ce-product-listing__filters')).toHaveCount(1)

    await page.keyboard.press('Escape')
    await expect(drawer(page)).toBeHidden()
    await expect(toggle(page)).toBeFocused()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(page).toHaveURL(/\/produkte$/)
  })

  test('the browser back button closes the drawer and stays on the page', async ({ page }) => {
    await page.goto('/')
    await page.goto('/produkte')
    await hydrated(page)
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await toggle(page).click()
    await expect(drawer(page)).toBeVisible()

    await page.goBack()
    await expect(drawer(page)).toBeHidden()
    await expect(page).toHaveURL(/\/produkte$/)
    await expect(toggle(page)).toBeFocused()
    expect(
      await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      ),
    ).toBe(true)
    // Forward opens it again; the close button closes it.
    await page.goForward()
    await expect(drawer(page)).toBeVisible()
    await drawer(page).getByRole('button', { name: 'Schließen' }).click()
    await expect(drawer(page)).toBeHidden()
    await expect(page).toHaveURL(/\/produkte$/)
  })

  test('a filter applied in the drawer filters the list, and the button counts it', async ({
    page,
  }) => {
    await page.goto('/produkte')
    await hydrated(page)
    const allTotal = await listing(page).locator('.ce-product-listing__total').innerText()
    await expect(toggle(page)).toHaveText('Filter & Sortierung')

    await toggle(page).click()
    await drawer(page).getByLabel('Nur lieferbare Produkte').check()
    const line = drawer(page).getByRole('group', { name: 'Produktlinie' }).getByRole('radio').nth(1)
    await line.check()
    // Choices wait for the button: the list is still the whole one.
    await expect(page).toHaveURL(/\/produkte$/)
    await drawer(page).getByRole('button', { name: 'Filter anwenden' }).click()

    await expect(drawer(page)).toBeHidden()
    await expect(page).toHaveURL(/\/produkte\?line=[^&]+&stock=1$/)
    await expect(listing(page).locator('.ce-product-listing__total')).not.toHaveText(allTotal)
    await expect(toggle(page)).toHaveAccessibleName('Filter & Sortierung 2 aktiv')
    await expect(toggle(page).locator('.ce-product-listing__filter-count')).toContainText('2')

    // The drawer's entry gave way to the filtered list's: back is the whole list, no drawer.
    await page.goBack()
    await expect(page).toHaveURL(/\/produkte$/)
    await expect(drawer(page)).toBeHidden()
    await expect(listing(page).locator('.ce-product-listing__total')).toHaveText(allTotal)
    await expect(toggle(page)).toHaveAccessibleName('Filter & Sortierung')
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP })

  test('the filters stay beside the list, without the drawer button', async ({ page }) => {
    await page.goto('/produkte')
    await page.waitForLoadState('networkidle')
    await expect(toggle(page)).toBeHidden()
    const line = listing(page).getByRole('group', { name: 'Produktlinie' })
    await expect(line).toBeVisible()
    await expect(listing(page).getByLabel('Sortieren nach')).toBeVisible()
    const filters = await listing(page).locator('.ce-product-listing__aside').boundingBox()
    const grid = await listing(page).locator('.ce-product-listing__grid').boundingBox()
    expect(filters && grid && filters.x + filters.width <= grid.x).toBe(true)

    // A click on a filter applies it at once, as before.
    await line.getByRole('radio').nth(1).check()
    await expect(page).toHaveURL(/\/produkte\?line=/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
