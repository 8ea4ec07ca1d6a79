import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

/**
 * The contact form of a brand site (vitalis-de, demo/cms/content/contact-pages.ts) sent through
 * the worker to the demo CMS, which answers as TYPO3 EXT:form does: a message too short is
 * refused, a good one thanked for. With JavaScript the form finds the mistake itself and sends
 * by script; without it the browser posts, and the worker answers with the page: the CMS's
 * message beside the field, everything typed still there, then the thanks.
 */
const CONTACT = '/kontakt'
const SHORT = 'Zink?'
const MESSAGE = 'Kann ich Zink und Magnesium zusammen einnehmen, oder besser getrennt?'
const TOO_SHORT = 'Bitte beschreiben Sie Ihr Anliegen in mindestens 20 Zeichen.'
const THANKS = /Vielen Dank für Ihre Nachricht!/

const form = (page: Page) => page.locator('form.ce-form__form')
const messageField = (page: Page) => form(page).getByLabel('Ihre Nachricht')

/** Fills in the form as a shopper does, with `message` as the message. */
async function fillIn(page: Page, message: string) {
  await form(page).getByLabel('Ihr Name').fill('Anna Berg')
  await form(page).getByLabel('E-Mail-Adresse').fill('anna.berg@example.com')
  await form(page)
    .getByLabel('Worum geht es?')
    .selectOption({ label: 'Einnahme und Verträglichkeit' })
  await messageField(page).fill(message)
  // On to the next field by keyboard: leaving the message checks it (first-click.spec.ts goes on
  // with the mouse).
  await messageField(page).press('Tab')
  await form(page)
    .getByLabel(/Ich bin einverstanden/)
    .check()
}

const send = (page: Page) => form(page).getByRole('button', { name: 'Absenden' }).click()

test('with JavaScript, the form finds a mistake itself, then sends through the worker', async ({
  page,
}) => {
  await page.goto(CONTACT)
  await hydrated(page)
  const posts: string[] = []
  page.on('request', (request) => {
    // The form's posts only (the analytics stand-in posts its page views too).
    if (request.method() === 'POST' && request.url().includes('tx_form_formframework')) {
      posts.push(request.url())
    }
  })
  await fillIn(page, SHORT)
  await send(page)

  // The shared form rules found it: nothing was sent, the field says why and has the focus.
  await expect(form(page).getByText(TOO_SHORT)).toBeVisible()
  await expect(messageField(page)).toBeFocused()
  await expect(messageField(page)).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])

  await messageField(page).fill(MESSAGE)
  await messageField(page).press('Tab')
  await send(page)
  const thanks = page.locator('.ce-form__success')
  await expect(thanks).toContainText(THANKS)
  await expect(thanks).toBeFocused()
  await expect(page).toHaveURL(CONTACT)
  expect(posts).toHaveLength(1)
  expect(posts[0]).toContain('tx_form_formframework%5Baction%5D=perform')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the worker answers with the page: the CMS's message, every value kept, then the thanks", async ({
    page,
    pageProblems,
  }) => {
    // The refused post's page comes with 422, which Chromium reports on the console.
    pageProblems.allow(/status of 422/)
    await page.goto(CONTACT)
    await fillIn(page, SHORT)
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      send(page),
    ])
    expect(refused.status()).toBe(422)
    await page.waitForLoadState('domcontentloaded')

    await expect(form(page).getByText(TOO_SHORT)).toBeVisible()
    await expect(form(page).getByRole('alert')).toContainText('Ihre Nachricht wurde nicht gesendet')
    await expect(form(page).getByLabel('Ihr Name')).toHaveValue('Anna Berg')
    await expect(form(page).getByLabel('E-Mail-Adresse')).toHaveValue('anna.berg@example.com')
    await expect(form(page).getByLabel('Worum geht es?')).toHaveValue('intake')
    await expect(messageField(page)).toHaveValue(SHORT)
    await expect(form(page).getByLabel(/Ich bin einverstanden/)).toBeChecked()

    await messageField(page).fill(MESSAGE)
    const [accepted] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      send(page),
    ])
    expect(accepted.status()).toBe(200)
    await expect(page.locator('.ce-form__success')).toContainText(THANKS)
    await expect(form(page)).toHaveCount(0)
  })
})
