import type { Page } from '@playwright/test'
import { signedIn } from './demo-customer'
import { expect, test } from './fixtures'

/**
 * The address book in Chromium: the demo customer, signed in with a token
 * from the demo shop, adds an address, makes it the default delivery address, edits it, hands
 * the default back and deletes it; each result is still there after a reload (the demo shop's
 * D1). The seed address stays as it was, so the run can repeat.
 */
const PAGE = '/konto/adressen'

const card = (page: Page, text: string) =>
  page.locator('.ce-account-addresses__card').filter({ hasText: text })

test('the customer manages their addresses, and every change survives a reload', async ({
  page,
}) => {
  const street = `Teststraße ${Date.now() % 1000}`
  await signedIn(page)
  await page.goto(PAGE)
  await expect(page.locator('.ce-account-addresses__card').first()).toBeVisible()

  // Add an address.
  await page.getByRole('button', { name: 'Neue Adresse hinzufügen' }).click()
  const form = page.locator('form.ce-account-addresses__form')
  await form.getByLabel('Vorname').fill('Anna')
  await form.getByLabel('Nachname').fill('Schneider')
  await form.getByLabel('Straße und Hausnummer').fill('Teststraße')
  await form.getByLabel('Postleitzahl').fill('1234')
  await form.getByLabel('Ort').fill('Leipzig')
  await form.getByRole('button', { name: 'Adresse speichern' }).click()
  // The rules hold the form, and nothing typed is lost.
  await expect(form.getByLabel('Straße und Hausnummer')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Postleitzahl')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Vorname')).toHaveValue('Anna')
  await form.getByLabel('Straße und Hausnummer').fill(street)
  await form.getByLabel('Postleitzahl').fill('04109')
  await form.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByText('Die Adresse wurde gespeichert.').first()).toBeVisible()
  await expect(card(page, street)).toBeVisible()

  // Make it the default delivery address.
  await card(page, street).getByRole('button', { name: 'Als Lieferadresse festlegen' }).click()
  await expect(page.getByText('Die Standard-Lieferadresse wurde geändert.').first()).toBeVisible()
  await page.reload()
  await expect(card(page, street)).toContainText('Standard-Lieferadresse')

  // Edit it.
  await card(page, street)
    .getByRole('button', { name: /^Bearbeiten/ })
    .click()
  await page.locator('form.ce-account-addresses__form').getByLabel('Ort').fill('Dresden')
  await page.locator('form.ce-account-addresses__form').getByLabel('Postleitzahl').fill('01067')
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByText('Die Änderungen wurden gespeichert.').first()).toBeVisible()
  await page.reload()
  await expect(card(page, street)).toContainText('01067 Dresden')

  // Hand the default back to the seed address, then delete the new one.
  await card(page, 'Lindenstraße 12')
    .getByRole('button', { name: 'Als Lieferadresse festlegen' })
    .click()
  await expect(card(page, street)).not.toContainText('Standard-Lieferadresse')
  await card(page, street)
    .getByRole('button', { name: /^Löschen/ })
    .click()
  await card(page, street).getByRole('button', { name: 'Ja, löschen' }).click()
  await expect(page.getByText('Die Adresse wurde gelöscht.').first()).toBeVisible()
  await page.reload()
  await expect(page.locator('.ce-account-addresses__card').first()).toBeVisible()
  await expect(card(page, street)).toHaveCount(0)
  await expect(card(page, 'Lindenstraße 12')).toContainText('Standard-Lieferadresse')
})

test('a guest is asked to sign in, with the way back', async ({ page }) => {
  await page.goto(PAGE)
  // The account pages' route guard may send the guest to the login page first.
  if (new URL(page.url()).pathname === PAGE) {
    await expect(page.getByRole('link', { name: 'Anmelden' }).last()).toHaveAttribute(
      'href',
      /\/login\?redirect=%2Fkonto%2Fadressen/,
    )
  } else {
    expect(page.url()).toContain('redirect=%2Fkonto%2Fadressen')
  }
})

for (const [name, url, width] of [
  ['de-390', PAGE, 390],
  ['en-1280', '/en/account/addresses', 1280],
] as const) {
  test(`screenshot ${name}`, async ({ page }) => {
    await signedIn(page)
    await page.setViewportSize({ width, height: 900 })
    await page.goto(url)
    await expect(page.locator('.ce-account-addresses__card').first()).toBeVisible()
    await page.locator('.ce-account-addresses').screenshot({
      path: `test-results/account-addresses-${name}.png`,
    })
  })
}

test('screenshot de-390 form with its messages', async ({ page }) => {
  await signedIn(page)
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto(PAGE)
  await page.getByRole('button', { name: 'Neue Adresse hinzufügen' }).click()
  const form = page.locator('form.ce-account-addresses__form')
  await form.getByLabel('Vorname').fill('Anna')
  await form.getByLabel('Straße und Hausnummer').fill('Teststraße')
  await form.getByLabel('Postleitzahl').fill('123')
  await form.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(form.getByLabel('Nachname')).toHaveAttribute('aria-invalid', 'true')
  await form.screenshot({ path: 'test-results/account-addresses-de-390-form.png' })
})
