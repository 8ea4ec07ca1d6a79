import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A product's reviews against the demo shop (demo/README.md, 'Reviews and wishlists'): Vitamin
 * D3 1000 I.E. has five approved reviews (4,2 stars) and one pending, which never shows. A new
 * review is saved as pending too, so these tests leave the counts as they found them.
 */
const PRODUCT = '/produkte/vitamin-d3-1000-i-e'
const PASSWORD = 'Sicher!Passwort1'

const reviews = (page: Page) => page.getByRole('region', { name: 'Kundenbewertungen' })
const form = (page: Page) => page.getByRole('form', { name: 'Bewertung schreiben' })

test('a shopper reads the rating and the reviews, page by page', async ({ page }) => {
  await page.goto(PRODUCT)
  const summary = page.getByRole('link', { name: '4,2 von 5 Sternen, 5 Bewertungen' })
  await expect(summary).toBeVisible()
  await summary.click()
  await expect(page).toHaveURL(/#.+-reviews$/)
  const items = reviews(page).getByRole('listitem')
  await expect(items).toHaveCount(4)
  // Newest first, with its date as the shop's other dates read.
  await expect(items.first()).toContainText('Jürgen B.')
  await expect(items.first()).toContainText('21.02.26')
  await expect(items.first()).toContainText('4 von 5 Sternen')
  await reviews(page).getByRole('button', { name: 'Weitere Bewertungen anzeigen' }).click()
  await expect(items).toHaveCount(5)
  await expect(items.nth(4)).toBeFocused()
  await expect(reviews(page).getByRole('button', { name: /Weitere Bewertungen/ })).toHaveCount(0)
  // The pending review is the shop's to approve first.
  await expect(reviews(page)).not.toContainText('Zu teuer')
})

test('a guest sends an empty form, is led to the first error, then sends a review', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  // The reviews and their form load as the section comes near the screen, as a shopper scrolls.
  await reviews(page).scrollIntoViewIfNeeded()
  const name = form(page).getByLabel('Ihr Name')
  // The first focus loads the form's checks; until then the browser's own guard the form.
  await name.focus()
  await expect(form(page)).toHaveAttribute('novalidate', '')
  // Sent by keyboard, Enter in a field (first-click.spec.ts sends the form with the mouse).
  await name.press('Enter')
  await expect(form(page).getByText('Bitte wählen Sie 1 bis 5 Sterne.')).toBeVisible()
  await expect(form(page).getByText('Bitte füllen Sie Überschrift aus.')).toBeVisible()
  const firstStar = form(page).getByRole('radio', { name: '1 Stern' })
  await expect(firstStar).toBeFocused()
  await expect(
    form(page).getByRole('group', { name: 'Ihre Bewertung' }),
  ).toHaveAccessibleDescription('Bitte wählen Sie 1 bis 5 Sterne.')

  // By keyboard: the arrow keys move through the stars and choose.
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(form(page).getByRole('radio', { name: '4 Sterne' })).toBeChecked()
  await name.fill('E2E Gast')
  await form(page).getByLabel('Überschrift').fill('Gute Tabletten')
  await form(page)
    .getByLabel('Ihre Erfahrung')
    .fill('Leicht zu schlucken, und die Dose reicht lange. Gerne wieder.')
  // Tab to the button and send by keyboard.
  await page.keyboard.press('Tab')
  await expect(form(page).getByRole('button', { name: 'Bewertung abschicken' })).toBeFocused()
  await expect(form(page).locator('.sf-field__error')).toHaveCount(0)
  await page.keyboard.press('Enter')
  const thanks = reviews(page).getByText(
    'Vielen Dank für Ihre Bewertung! Sie erscheint hier, sobald wir sie geprüft haben.',
  )
  await expect(thanks).toBeVisible()
  await expect(thanks).toBeFocused()
  // Pending: still the five approved ones.
  await page.reload()
  await expect(page.getByRole('link', { name: '4,2 von 5 Sternen, 5 Bewertungen' })).toBeVisible()
})

test('a signed-in customer finds their first name filled in', async ({ page }) => {
  test.setTimeout(60_000)
  const email = `e2e-review-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  await page.goto('/registrieren')
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Muster')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD)
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click()
  await expect(page).toHaveURL(/\/konto$/)
  await page.goto(PRODUCT)
  // The reviews and their form load as the section comes near the screen, as a shopper scrolls.
  await reviews(page).scrollIntoViewIfNeeded()
  await expect(form(page).getByLabel('Ihr Name')).toHaveValue('Erika')
  await form(page).getByRole('radio', { name: '5 Sterne' }).check()
  await form(page).getByLabel('Überschrift').fill('Mein Winter-Begleiter')
  await form(page)
    .getByLabel('Ihre Erfahrung')
    .fill('Nehme ich jeden Winter, seitdem fühle ich mich deutlich fitter.')
  await form(page).getByRole('button', { name: 'Bewertung abschicken' }).click()
  await expect(reviews(page).getByText(/Vielen Dank für Ihre Bewertung!/)).toBeVisible()
})
