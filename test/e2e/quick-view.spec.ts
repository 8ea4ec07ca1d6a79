import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The listing's quick view: opens from a tile without leaving the listing,
 * in the address (shareable, back closes it), by keyboard with focus kept inside and given back.
 */
const LISTING = '/produkte?sort=name'

const dialog = (page: Page) => page.getByRole('dialog')
const quickViewButton = (page: Page, urlKey: string) =>
  page.locator(`[data-quick-view="${urlKey}"]`)

/** The first tile of the listing: its quick view button, url key and product name. */
const firstTile = async (page: Page) => {
  const button = page.locator('[data-quick-view]').first()
  await expect(button).toBeVisible()
  const urlKey = (await button.getAttribute('data-quick-view')) ?? ''
  const name = (await page.locator('.ce-product-tile__name').first().textContent()) ?? ''
  return { button, urlKey, name }
}

const focusIsInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('dialog'))

test('opens by keyboard over the listing, keeps focus inside and gives it back on Escape', async ({
  page,
}) => {
  await page.goto(LISTING)
  const { button, urlKey, name } = await firstTile(page)
  await button.focus()
  await page.keyboard.press('Enter')

  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page)).toHaveAccessibleName(name)
  await expect(page).toHaveURL(new RegExp(`/produkte\\?sort=name&product=${urlKey}$`))
  await expect(dialog(page).getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled()
  await expect(dialog(page).getByRole('link', { name: 'Alle Produktdetails' })).toHaveAttribute(
    'href',
    `/produkte/${urlKey}`,
  )
  // The listing is still there behind it, not another page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

  // Tab cycles within the dialog: twenty presses never reach the page behind it.
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press('Tab')
    expect(await focusIsInDialog(page)).toBe(true)
  }
  for (let press = 0; press < 5; press += 1) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusIsInDialog(page)).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(page).toHaveURL(/\/produkte\?sort=name$/)
  await expect(button).toBeFocused()
})

test('an address with the quick view opens it; the close button returns to the tile', async ({
  page,
}) => {
  await page.goto(LISTING)
  const { urlKey, name } = await firstTile(page)
  await page.goto(`${LISTING}&product=${urlKey}`)
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page)).toHaveAccessibleName(name)
  await dialog(page).getByRole('button', { name: 'Schließen' }).click()
  await expect(dialog(page)).toHaveCount(0)
  // Opened from the address: closing replaces it, there is no entry of the view to go back to.
  await expect(page).toHaveURL(/\/produkte\?sort=name$/)
  await expect(quickViewButton(page, urlKey)).toBeFocused()
})

test('back closes the quick view and forward opens it again, the listing stays', async ({
  page,
}) => {
  await page.goto(LISTING)
  const { button, name } = await firstTile(page)
  await button.click()
  await expect(dialog(page)).toHaveAccessibleName(name)
  await page.goBack()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page).toHaveURL(/\/produkte\?sort=name$/)
  await page.goForward()
  await expect(dialog(page)).toHaveAccessibleName(name)
})

test('a product no longer in the shop says so in the quick view', async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/404/)
  await page.goto(`${LISTING}&product=gibt-es-nicht`)
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Dieses Produkt ist nicht mehr erhältlich.',
  )
})

test('a shopper adds to the cart from the quick view', async ({ page }) => {
  await page.goto(LISTING)
  const { button } = await firstTile(page)
  await button.click()
  await dialog(page).getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(dialog(page).getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled()
  // The confirmation shows in the dialog, not behind it, and its live region speaks it.
  await expect(
    dialog(page).locator('.ce-cart-message__text', {
      hasText: 'Der Artikel liegt jetzt in Ihrem Warenkorb.',
    }),
  ).toBeVisible()
  await expect(dialog(page).locator('.ce-cart-messages + [role="status"]')).toHaveText(
    'Der Artikel liegt jetzt in Ihrem Warenkorb.',
  )
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Warenkorb: 1' })).toBeVisible()
})
