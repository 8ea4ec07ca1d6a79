import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

/**
 * A form in Chromium: the TYPO3 contact form of the reference site
 * (typo3.localhost, demo site `typo3`) as a shopper meets it. Before the page's script runs it is
 * plain HTML that keeps what is typed; once it runs, a field is checked when it is left (never
 * while typing) with the shared form rules, whose zod chunk loads with the first focus, under
 * the page's CSP; messages are tied to their fields and spoken by one live region.
 */
const CONTACT = 'http://typo3.localhost:8787/service/kontakt'

const form = (page: Page) => page.locator('form.ce-form__form')
const emailField = (page: Page) => form(page).locator('input[type="email"]')

test('the contact form is plain HTML first and keeps what was typed before hydration', async ({
  page,
}) => {
  // Hold the page's script back until the shopper has typed.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/build/client-*.js', async (route: Route) => {
    await held
    await route.continue()
  })
  await page.goto(CONTACT, { waitUntil: 'domcontentloaded' })
  const email = emailField(page)
  await expect(email).toHaveAttribute('required', '')
  await expect(email).toHaveAttribute('name', /\[email\]$/)
  await expect(form(page)).not.toHaveAttribute('novalidate')
  await email.fill('kunde@example.com')
  release()
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  await expect(email).toHaveValue('kunde@example.com')
  // Nothing was checked yet: the shopper has not left a field since the page ran.
  await expect(form(page).locator('.sf-field__error')).toHaveCount(0)
})

test('a field is checked when it is left, and its message is tied to it and spoken', async ({
  page,
}) => {
  await page.goto(CONTACT)
  await hydrated(page)
  const email = emailField(page)
  await email.click()
  await email.pressSequentially('a..b@x.de')
  // Typing checks nothing.
  await expect(form(page).locator('.sf-field__error')).toHaveCount(0)
  await email.press('Tab')
  const errorId = `${await email.getAttribute('id')}-error`
  const message = page.locator(`[id="${errorId}"]`)
  await expect(message).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAttribute('aria-describedby', new RegExp(`(^| )${errorId}( |$)`))
  await expect(form(page).getByRole('status')).toContainText((await message.textContent()) ?? '')
  // The checks have loaded: the form's own checks replace the browser's.
  await expect(form(page)).toHaveAttribute('novalidate', '')
  await email.fill('kunde@example.com')
  await email.press('Tab')
  await expect(message).toHaveCount(0)
  await expect(email).not.toHaveAttribute('aria-invalid')
})

test('an incomplete form is not sent: the first invalid field gets the focus', async ({ page }) => {
  await page.goto(CONTACT)
  await hydrated(page)
  const first = form(page).locator('input[type="text"]').first()
  await first.focus()
  // The form's own checks load with the first focus; a click before they arrive meets the
  // browser's constraint validation instead (its own bubble, no summary), as designed.
  await expect(form(page)).toHaveAttribute('novalidate', '')
  await form(page).locator('button[type="submit"]').click()
  await expect(page).toHaveURL(CONTACT)
  await expect(first).toBeFocused()
  await expect(first).toHaveAttribute('aria-invalid', 'true')
  await expect(form(page).getByRole('status')).toHaveText(/\(\d+\)/)
})
