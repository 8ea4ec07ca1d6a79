import type { Locator, Page } from '@playwright/test'
import {
  customerToken,
  removeFromCustomerCart,
  removeFromWishlist,
  signedIn,
} from './demo-customer'
import { expect, test } from './fixtures'

/**
 * Small journeys that finish, in Chromium by mouse, at 390 and 1280 px,
 * against the demo shop: a guest's 'Merken' lands on the wishlist after signing in; signing in
 * from the cart leads back to the cart (a forged absolute return address is refused); a partial
 * reorder names the product it could not add; an out-of-stock wishlist item offers no active
 * 'In den Warenkorb'; the confirmation of an add to cart far down a listing is in the viewport;
 * the language switcher keeps a search's query on the translated page. What a test adds to the
 * demo customer's cart or wishlist it takes away again. Screenshots go to
 * test-results/second-walk-journeys/.
 */
const SHOTS = 'test-results/second-walk-journeys'
const PRODUCT = '/produkte/vitamin-d3-1000-i-e'
const VITAMIN_D3 = 'VIT-D3-1000'
const WIDTHS = [390, 1280] as const

/** The login form, filled and sent by mouse. */
const signInOnLoginPage = async (page: Page) => {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('kunde@example.com')
  await main.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Passwort123!')
  await main.getByRole('button', { name: 'Anmelden' }).click()
}

const hydrated = async (page: Page) => {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'))
  })
  await page.waitForLoadState('networkidle')
}

/** Whether the element's box lies wholly inside the viewport. */
const inViewport = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) return false
  return (
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  )
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test('a guest presses Merken, signs in, and finds the product on the wishlist', async ({
      page,
    }) => {
      await page.goto(PRODUCT)
      await hydrated(page)
      await page
        .locator('.ce-product-detail__buy .ce-wishlist-button')
        .getByRole('link', { name: /Merken/ })
        .click()
      await expect(page).toHaveURL('/login?redirect=%2Fprodukte%2Fvitamin-d3-1000-i-e')
      await signInOnLoginPage(page)
      const token = await customerToken(page.request)
      try {
        await expect(page).toHaveURL(PRODUCT)
        await expect(
          page
            .locator('.sf-messages')
            .getByText('Vitamin D3 1000 I.E. steht jetzt auf Ihrem Merkzettel.'),
        ).toBeVisible()
        const heart = page
          .locator('.ce-product-detail__buy .ce-wishlist-button')
          .getByRole('button', { name: 'Merken' })
        await expect(heart).toHaveAttribute('aria-pressed', 'true')
        await page.screenshot({ path: `${SHOTS}/merken-${width}.png` })
        await page.getByRole('banner').getByRole('link', { name: 'Mein Konto' }).click()
        await page.getByRole('link', { name: /Merkzettel/ }).click()
        await expect(
          page.locator('.ce-account-wishlist__item').filter({ hasText: 'Vitamin D3 1000 I.E.' }),
        ).toBeVisible()
      } finally {
        await removeFromWishlist(page.request, token, VITAMIN_D3)
      }
    })

    test('signing in from the cart returns to the cart; a forged return address is refused', async ({
      page,
    }) => {
      await page.goto(PRODUCT)
      await hydrated(page)
      await page
        .locator('.ce-product-detail__buy')
        .getByRole('button', { name: 'In den Warenkorb' })
        .click()
      await expect(
        page.locator('.sf-messages').getByText('Der Artikel liegt jetzt in Ihrem Warenkorb.'),
      ).toBeVisible()
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Warenkorb/ })
        .click()
      await expect(page).toHaveURL('/warenkorb')
      await hydrated(page)
      await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).click()
      await expect(page).toHaveURL('/login?redirect=%2Fwarenkorb')
      await signInOnLoginPage(page)
      const token = await customerToken(page.request)
      try {
        await expect(page).toHaveURL('/warenkorb')
        await expect(page.locator('.ce-cart__items')).toContainText('Vitamin D3 1000 I.E.')
        await page.screenshot({ path: `${SHOTS}/cart-return-${width}.png` })
      } finally {
        await removeFromCustomerCart(page.request, token, [VITAMIN_D3])
      }

      // A forged absolute address: the sign-in leads to the account, never off the site.
      await page.context().clearCookies()
      await page.goto(`/login?redirect=${encodeURIComponent('https://evil.example/warenkorb')}`)
      await hydrated(page)
      await signInOnLoginPage(page)
      await expect(page).toHaveURL('/konto')
    })

    test('a partial reorder names the product it could not add', async ({ page }) => {
      const token = await signedIn(page)
      try {
        await page.goto('/konto/bestellungen?order=100000001')
        await hydrated(page)
        await page.getByRole('button', { name: 'Erneut bestellen' }).click()
        const notAdded = page.locator('.ce-order__not-added')
        await expect(notAdded).toContainText(
          'Diese Artikel konnten nicht in den Warenkorb gelegt werden:',
        )
        // Eisen + Vitamin C is out of stock; the two others went into the cart.
        await expect(notAdded.getByRole('listitem')).toHaveText(['Eisen + Vitamin C'])
        await page.screenshot({ path: `${SHOTS}/reorder-${width}.png` })
      } finally {
        await removeFromCustomerCart(page.request, token)
      }
    })

    test('an out-of-stock wishlist item offers no active move to the cart, and says why', async ({
      page,
    }) => {
      await signedIn(page)
      await page.goto('/konto/merkzettel')
      const item = page
        .locator('.ce-account-wishlist__item')
        .filter({ hasText: 'Eisen + Vitamin C' })
      const move = item.getByRole('button', { name: 'In den Warenkorb' })
      await expect(move).toBeDisabled()
      await expect(move).toHaveAccessibleDescription(/Derzeit nicht lieferbar/)
      await expect(item.getByText('Derzeit nicht lieferbar')).toBeVisible()
      const inStock = page
        .locator('.ce-account-wishlist__item')
        .filter({ hasText: 'Magnesium 400' })
      await expect(inStock.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled()
      await page.screenshot({ path: `${SHOTS}/wishlist-stock-${width}.png` })
    })

    test('the confirmation of an add to cart far down a listing is in the viewport', async ({
      page,
    }) => {
      await page.goto('/produkte')
      await hydrated(page)
      const buttons = page
        .locator('.ce-product-tile')
        .getByRole('button', { name: 'In den Warenkorb' })
      const last = buttons.last()
      await last.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800)
      await last.click()
      const confirmation = page
        .locator('.sf-messages')
        .filter({ hasText: 'Der Artikel liegt jetzt in Ihrem Warenkorb.' })
      await expect(confirmation).toBeVisible()
      // Spoken by the messages' live region, without the close button's name.
      await expect(page.getByRole('status').filter({ hasText: 'Warenkorb.' })).toHaveText(
        'Der Artikel liegt jetzt in Ihrem Warenkorb.',
      )
      // Seen where the shopper is: the page did not jump to the top, the message is in view.
      await expect.poll(() => inViewport(page, confirmation.locator('.sf-message'))).toBe(true)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800)
      await page.screenshot({ path: `${SHOTS}/add-to-cart-${width}.png` })
    })

    test('the language switcher keeps the search on the translated page, and says when it falls back', async ({
      page,
    }) => {
      await page.goto('/produkte?q=Zink&sort=price-desc')
      await hydrated(page)
      const switcher = page.getByRole('banner').locator('details.sf-locale')
      await switcher.locator('summary').click()
      await switcher.getByRole('link', { name: 'English' }).click()
      await expect(page).toHaveURL('/en/products?q=Zink&sort=price-desc')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE')
      await expect(page.locator('.ce-product-tile').first()).toContainText(/Zinc|Zink/)
      await page.screenshot({ path: `${SHOTS}/locale-query-${width}.png` })

      // An untranslated page leads to the home page, and its entry says so.
      await page.goto('/ratgeber/artikel/genug-trinken?x=1')
      await hydrated(page)
      await switcher.locator('summary').click()
      const home = switcher.getByRole('link', { name: /English/ })
      await expect(home).toContainText('Seite nicht übersetzt: zur Startseite')
      await home.click()
      await expect(page).toHaveURL('/en')
    })
  })
}
