import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The customer's way through the account screens against the demo shop: register, sign out,
 * fill a cart as a guest, sign in and find the guest's items merged; a session that the shop
 * ends mid-visit (the token-lifetime knob) ends at the login page with the notice and nothing
 * broken; an account page opened without a session goes to the login page and back after the
 * sign-in; the password forgotten and reset flow.
 */
const SHOP = 'http://127.0.0.1:8788/shop'
const PASSWORD = 'Sicher-Passw0rt!'

const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Warenkorb: \d+$/ })
const expectCount = (page: Page, count: number) =>
  expect(cartLink(page)).toHaveAccessibleName(`Warenkorb: ${count}`)
const accountLink = (page: Page) => page.getByRole('banner').locator('.sf-account-link')
const newEmail = (what: string) =>
  `e2e-${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

const setTokenLifetime = async (request: APIRequestContext, seconds: number) => {
  const response = await request.put(`${SHOP}/_token-lifetime`, { data: { seconds } })
  expect(response.ok()).toBe(true)
}

const register = async (page: Page, email: string) => {
  await page.goto('/registrieren')
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Muster')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD)
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click()
}

const signIn = async (page: Page, email: string, password = PASSWORD) => {
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click()
}

test.afterEach(async ({ request }) => {
  // The knob is the shop's, for every test after this one too.
  await setTokenLifetime(request, 3600)
})

test('register, sign out, fill a cart as a guest, sign in: the guest items are merged', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = newEmail('merge')
  await register(page, email)
  await expect(page).toHaveURL(/\/konto$/)
  await expect(
    page.locator('.sf-messages').getByText('Willkommen! Ihr Kundenkonto ist angelegt.'),
  ).toBeVisible()
  await expect(page.locator('.ce-account__greeting')).toHaveText('Hallo Erika!')
  await expect(accountLink(page)).toHaveAttribute('data-signed-in', 'true')
  // Signed in, the header leads to the account, not to the login page.
  await expect(accountLink(page)).toHaveAttribute('href', '/konto')
  await expect(page.getByRole('link', { name: 'Persönliche Daten' })).toBeVisible()

  // The customer's own cart gets one item.
  await page.goto('/produkte')
  const add = page.getByRole('button', { name: 'In den Warenkorb' })
  await expect(add.first()).toBeEnabled()
  await add.nth(0).click()
  await expectCount(page, 1)

  await page.goto('/konto')
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page).toHaveURL(/localhost:8787\/$/)
  await expect(page.getByText('Sie haben sich abgemeldet.').first()).toBeVisible()
  await expect(accountLink(page)).toHaveAttribute('data-signed-in', 'false')
  // The header's sign-in leads back to the page shown.
  await expect(accountLink(page)).toHaveAttribute('href', '/login?redirect=%2F')
  await expectCount(page, 0)

  // As a guest: two of another product.
  await page.goto('/produkte')
  await expect(add.first()).toBeEnabled()
  await add.nth(1).click()
  await add.nth(1).click()
  await expectCount(page, 2)

  await accountLink(page).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprodukte$/)
  await signIn(page, email)
  await expect(page).toHaveURL(/\/produkte$/)
  await expectCount(page, 3)
  await page.reload()
  await expectCount(page, 3)
  await expect(accountLink(page)).toHaveAttribute('data-signed-in', 'true')
})

test('a session the shop ends mid-visit ends calmly at the login page, and back after sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const email = newEmail('expiry')
  await register(page, email)
  await expect(page).toHaveURL(/\/konto$/)
  await page.getByRole('link', { name: 'Persönliche Daten' }).click()
  await expect(page).toHaveURL(/\/konto\/persoenliche-daten$/)
  await expect(page.getByLabel('Nachname')).toHaveValue('Muster')

  await setTokenLifetime(request, 0)
  await page.getByLabel('Vorname').fill('Eri')
  await page.locator('.ce-account-form--information-name').getByRole('button').first().click()

  await expect(page).toHaveURL(/\/login\?redirect=%2Fkonto%2Fpersoenliche-daten$/)
  await expect(
    page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.').first(),
  ).toBeVisible()
  await expect(accountLink(page)).toHaveAttribute('data-signed-in', 'false')
  // Nothing broken: the page still works as a guest's.
  await page.goto('/produkte')
  await expect(page.getByRole('button', { name: 'In den Warenkorb' }).first()).toBeEnabled()

  await setTokenLifetime(request, 3600)
  await page.goto('/login?redirect=%2Fkonto%2Fpersoenliche-daten')
  await signIn(page, email)
  await expect(page).toHaveURL(/\/konto\/persoenliche-daten$/)
  await expect(page.getByLabel('Vorname')).toHaveValue('Erika')
})

test('an account page opened without a session goes to the login page and back', async ({
  page,
}) => {
  const response = await page.goto('/konto/persoenliche-daten')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/login\?redirect=%2Fkonto%2Fpersoenliche-daten$/)
  await signIn(page, 'kunde@example.com', 'Passwort123!')
  await expect(page).toHaveURL(/\/konto\/persoenliche-daten$/)
  await expect(page.getByLabel('E-Mail-Adresse', { exact: false }).first()).toHaveValue(
    'kunde@example.com',
  )
  // A return path off the site is not followed.
  await page.context().clearCookies()
  await page.goto('/login?redirect=%2F%2Fevil.example')
  await signIn(page, 'kunde@example.com', 'Passwort123!')
  await expect(page).toHaveURL(/localhost:8787\/konto$/)
})

test('password forgotten and reset through the link', async ({ page, request }) => {
  const email = newEmail('reset')
  await register(page, email)
  await expect(page).toHaveURL(/\/konto$/)
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(accountLink(page)).toHaveAttribute('data-signed-in', 'false')

  await page.goto('/login')
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
  await expect(page).toHaveURL(/\/passwort-vergessen$/)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByRole('button', { name: 'Link anfordern' }).click()
  await expect(
    page.getByText(/Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht/),
  ).toBeVisible()

  const answer = await request.get(
    `${SHOP}/_password-reset?store=vitalis&email=${encodeURIComponent(email)}`,
  )
  const { token } = (await answer.json()) as { token: string }
  await page.goto(`/passwort-vergessen?email=${encodeURIComponent(email)}&token=${token}`)
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email)
  await page.getByLabel('Neues Passwort').fill('Ganz-Neu-2026!')
  await page.getByLabel('Passwort wiederholen').fill('Ganz-Neu-2026!')
  await page.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(
    page.getByText('Ihr neues Passwort ist gespeichert.', { exact: false }).first(),
  ).toBeVisible()
  await signIn(page, email, 'Ganz-Neu-2026!')
  await expect(page).toHaveURL(/\/konto$/)
})

/** Screenshots of the screens for a human look (ACCOUNT_SCREENSHOTS=1; not part of the suite). */
test('screens', async ({ page }) => {
  test.skip(!process.env.ACCOUNT_SCREENSHOTS, 'screenshots only on request')
  test.setTimeout(90_000)
  const dir = 'test-results/account-screens'
  const shoot = async (name: string) => {
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
  }
  for (const [lang, width, prefix, paths] of [
    [
      'de',
      390,
      '',
      ['/login', '/registrieren', '/passwort-vergessen', '/konto', '/konto/persoenliche-daten'],
    ],
    [
      'en',
      1280,
      '/en',
      ['/login', '/register', '/forgot-password', '/account', '/account/details'],
    ],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.context().clearCookies()
    for (const path of paths.slice(0, 3)) {
      await page.goto(`${prefix}${path}`)
      await shoot(`${lang}-${width}${path.replaceAll('/', '-')}`)
    }
    await page.goto(`${prefix}/login`)
    await page.getByRole('main').getByRole('button').last().waitFor()
    await page.locator('input[name="email"]').fill('kunde@example.com')
    await page.locator('input[name="password"]').fill('Passwort123!')
    await page.locator('.ce-account-form--login button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}${paths[3]}$`))
    for (const path of paths.slice(3)) {
      await page.goto(`${prefix}${path}`)
      await page
        .locator('.ce-account__greeting, .ce-account-information__sections')
        .first()
        .waitFor()
      await shoot(`${lang}-${width}${path.replaceAll('/', '-')}`)
    }
    // A failed submission: the field messages.
    await page.context().clearCookies()
    await page.goto(`${prefix}${paths[1]}`)
    await page.locator('input[name="email"]').fill('a..b@x.de')
    await page.locator('input[name="password"]').fill('kurz')
    await page.locator('.ce-account-form--register button[type="submit"]').click()
    await shoot(`${lang}-${width}-register-errors`)
  }
})
