import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { removeFromCustomerCart, signedIn } from './demo-customer'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { PAGE_TYPES } from './page-types'

/**
 * The axe-core engine over every page type at a phone's and a desktop's width, and over the
 * states a shopper opens: WCAG 2.0, 2.1 and 2.2 at levels A and AA and axe's best
 * practices (heading order, one h1, distinct landmarks). Any violation fails, named with its
 * impact, rule and the first elements it found.
 */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** Runs axe on the page as it is; fails on any violation, named by rule and first elements. */
const expectAccessible = async (page: Page, what: string) => {
  const { violations } = await new AxeBuilder({ page }).withTags(RULES).analyze()
  const found = violations.map(
    (violation) =>
      `${violation.impact} ${violation.id} (${violation.nodes.length}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  )
  expect(found, `axe on ${what}`).toEqual([])
}

/** The page at a phone's width, then at a desktop's: both checked, one page load. */
const checkBothWidths = async (page: Page, what: string) => {
  await page.setViewportSize(PHONE)
  await expectAccessible(page, `${what} at 390 px`)
  await page.setViewportSize(DESKTOP)
  await expectAccessible(page, `${what} at 1280 px`)
}

for (const path of PAGE_TYPES) {
  test(`${path} has no accessibility violation at 390 and 1280 px`, async ({
    page,
    pageProblems,
  }) => {
    test.setTimeout(60_000)
    pageProblems.allow(/status of 404/)
    await page.setViewportSize(PHONE)
    await page.goto(path)
    await hydrated(page)
    await checkBothWidths(page, path)
  })
}

test('the cart with an item, and the account signed in', async ({ page }) => {
  // Five pages, each checked at two widths.
  test.setTimeout(120_000)
  await page.goto('/produkte/magnesium-400')
  await hydrated(page)
  await page
    .locator('.ce-product-detail__buy')
    .getByRole('button', { name: 'In den Warenkorb' })
    .click()
  await expect(page.locator('.sf-cart-link__badge')).toHaveText('1')
  await page.goto('/warenkorb')
  await hydrated(page)
  await expect(page.locator('.ce-cart-item')).toHaveCount(1)
  await checkBothWidths(page, '/warenkorb with an item')

  const token = await signedIn(page)
  try {
    for (const path of ['/konto', '/konto/bestellungen', '/konto/adressen', '/konto/merkzettel']) {
      await page.goto(path)
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      await checkBothWidths(page, `${path} signed in`)
    }
  } finally {
    await removeFromCustomerCart(page.request, token)
  }
})

test('the phone menu, the filter drawer and the quick view, opened', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  await page.goto('/ratgeber/artikel/vitamin-d-im-winter')
  await hydrated(page)
  await page.locator('.sf-header__menu-toggle').click()
  await expect(page.locator('details.sf-header__mobile')).toHaveAttribute('open', '')
  await expectAccessible(page, 'the phone menu at 390 px')

  await page.goto('/produkte')
  await hydrated(page)
  await page
    .locator('.ce-product-listing')
    .getByRole('button', { name: /^Filter & Sortierung/ })
    .click()
  await expect(page.getByRole('dialog', { name: 'Filter & Sortierung' })).toBeVisible()
  await expectAccessible(page, 'the filter drawer at 390 px')
  await page.keyboard.press('Escape')

  await page.setViewportSize(DESKTOP)
  await page.locator('[data-quick-view]').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, 'the quick view at 1280 px')
})

test('forms submitted empty show their messages accessibly', async ({ page }) => {
  test.setTimeout(90_000)
  for (const [path, button] of [
    ['/login', 'Anmelden'],
    ['/registrieren', 'Kundenkonto anlegen'],
    ['/kontakt', 'Absenden'],
  ] as const) {
    await page.goto(path)
    await hydrated(page)
    await page.locator('main').getByRole('button', { name: button, exact: true }).click()
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible()
    await checkBothWidths(page, `${path} submitted empty`)
  }
})
