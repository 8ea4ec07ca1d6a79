import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

/**
 * The first click counts, in every form of the demo built on the shared form
 * rules (src/lib/form-rules): a field shows its message, the shopper corrects it and, still in
 * the field, clicks the submit button or the next box once, with the mouse. Leaving the field
 * clears its message, which must not move the control away between press and release
 * (src/lib/after-pointer-press.ts): the one click submits the form or checks the box.
 */
const PASSWORD = 'Sicher-Passw0rt!'
const newEmail = () =>
  `e2e-click-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

/**
 * Leaves `field` holding `wrong` by keyboard, so that its message shows, types `right` into it
 * and clicks `target` (a real press and release of the mouse) straight from the field.
 */
async function correctThenClick(field: Locator, wrong: string, right: string, target: Locator) {
  await field.fill(wrong)
  await field.press('Tab')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await field.getAttribute('aria-describedby')) ?? ''
  // The message sits between the field and the target: clearing it would move the target.
  await expect(field.page().locator(`[id="${describedBy.split(' ')[0]}"]`)).toBeVisible()
  await field.fill(right)
  await target.click()
}

/** Registers a new customer through the form, all typed right; ends on the account page. */
async function register(page: Page, email: string) {
  await page.goto('/registrieren')
  await hydrated(page)
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Muster')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await correctThenClick(
    page.getByLabel('Passwort wiederholen'),
    'Sicher-Passw0rt?',
    PASSWORD,
    page.getByRole('button', { name: 'Kundenkonto anlegen' }),
  )
  await expect(page).toHaveURL(/\/konto$/)
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('registration, the password change and a new address take the first click', async ({
      page,
    }) => {
      test.setTimeout(60_000)
      await register(page, newEmail())
      await expect(
        page.locator('.sf-messages').getByText('Willkommen! Ihr Kundenkonto ist angelegt.'),
      ).toBeVisible()

      await page.goto('/konto/persoenliche-daten')
      const password = page.locator('form.ce-account-form--information-password')
      await password.locator('input[name="current_password"]').fill(PASSWORD)
      await password.locator('input[name="new_password"]').fill('Ganz-Neu-2026!')
      await correctThenClick(
        password.locator('input[name="new_password_confirmation"]'),
        'Ganz-Neu-2025!',
        'Ganz-Neu-2026!',
        password.getByRole('button', { name: 'Speichern' }),
      )
      await expect(page.getByText('Ihr Passwort wurde geändert.').first()).toBeVisible()

      await page.goto('/konto/adressen')
      await page.getByRole('button', { name: 'Neue Adresse hinzufügen' }).click()
      const address = page.locator('form.ce-account-addresses__form')
      await address.getByLabel('Vorname').fill('Erika')
      await address.getByLabel('Nachname').fill('Muster')
      await address.getByLabel('Straße und Hausnummer').fill('Lindenweg 3')
      await address.getByLabel('Postleitzahl').fill('04109')
      await correctThenClick(
        address.getByLabel('Ort'),
        '',
        'Leipzig',
        address.getByRole('button', { name: 'Adresse speichern' }),
      )
      await expect(page.getByText('Die Adresse wurde gespeichert.').first()).toBeVisible()
    })

    test('the login and the password-forgotten form take the first click', async ({ page }) => {
      await page.goto('/login')
      await hydrated(page)
      await page.getByLabel('E-Mail-Adresse').fill('kunde@example.com')
      await correctThenClick(
        page.locator('input[name="password"]'),
        '',
        'Passwort123!',
        page.getByRole('main').getByRole('button', { name: 'Anmelden' }),
      )
      await expect(page).toHaveURL(/\/konto$/)

      await page.context().clearCookies()
      await page.goto('/passwort-vergessen')
      await hydrated(page)
      await correctThenClick(
        page.getByLabel('E-Mail-Adresse'),
        'a..b@x.de',
        newEmail(),
        page.getByRole('button', { name: 'Link anfordern' }),
      )
      await expect(
        page.getByText(/Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht/),
      ).toBeVisible()
    })

    test('the order lookup takes the first click', async ({ page }) => {
      await page.goto('/bestellstatus')
      await hydrated(page)
      const form = page.locator('form.ce-order-lookup__form')
      await form.getByLabel('Bestellnummer').fill('100000009')
      await form.getByLabel('E-Mail-Adresse').fill('gast@example.com')
      await correctThenClick(
        form.getByLabel('Nachname'),
        '',
        'Gast',
        form.getByRole('button', { name: 'Bestellung anzeigen' }),
      )
      await expect(page.getByRole('heading', { name: 'Bestellung 100000009' })).toBeVisible()
    })

    test('the review form takes the first click', async ({ page }) => {
      await page.goto('/produkte/vitamin-d3-1000-i-e')
      await hydrated(page)
      // The form loads as the reviews come near the screen, as a shopper scrolls to them.
      await page.getByRole('region', { name: 'Kundenbewertungen' }).scrollIntoViewIfNeeded()
      const form = page.getByRole('form', { name: 'Bewertung schreiben' })
      await form.getByRole('radio', { name: '5 Sterne' }).check()
      await form.getByLabel('Ihr Name').fill('E2E Klick')
      await form.getByLabel('Überschrift').fill('Gut')
      await correctThenClick(
        form.getByLabel('Ihre Erfahrung'),
        'Gut.',
        'Gut verträglich, und die Dose reicht lange. Gerne wieder.',
        form.getByRole('button', { name: 'Bewertung abschicken' }),
      )
      await expect(page.getByText(/Vielen Dank für Ihre Bewertung!/)).toBeVisible()
    })

    for (const contact of [
      'http://localhost:8787/kontakt',
      'http://typo3.localhost:8787/service/kontakt',
    ]) {
      test(`the consent box and the button of ${new URL(contact).host} take the first click`, async ({
        page,
      }) => {
        await page.goto(contact)
        await hydrated(page)
        const form = page.locator('form.ce-form__form')
        await form.getByLabel('Ihr Name').fill('Anna Berg')
        await form.getByLabel('E-Mail-Adresse').fill('anna.berg@example.com')
        await form
          .getByLabel('Worum geht es?')
          .selectOption({ label: 'Einnahme und Verträglichkeit' })
        const consent = form.getByLabel(/Ich bin einverstanden/)
        await correctThenClick(
          form.getByLabel('Ihre Nachricht'),
          'Zink?',
          'Kann ich Zink und Magnesium zusammen einnehmen, oder besser getrennt?',
          consent,
        )
        await expect(consent).toBeChecked()
        await form.getByRole('button', { name: 'Absenden' }).click()
        await expect(page.locator('.ce-form__success')).toContainText(
          /Vielen Dank für Ihre Nachricht!/,
        )
      })
    }
  })
}
