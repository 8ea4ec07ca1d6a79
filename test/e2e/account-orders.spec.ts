import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Orders, returns and the guest order lookup in Chromium: the demo customer signs in on the login
 * page and lands on their orders, opens the shipped one, orders it again (its items are in the
 * cart; what the shop could not add is said at the order), is told it is past the 30-day return
 * period, and registers a return for the order shipped three days before the demo shop's migrations
 * ran (0014); pages through their orders (ten a page, the page in the address, kept by back,
 * forward and reload); a guest looks up their order by number, email and last name. Screenshots of
 * the screens go to test-results/account-orders/ (German 390 px, English 1280 px).
 */
const SHOTS = 'test-results/account-orders'

const signIn = async (page: Page, returnTo: string) => {
  await page.goto(`/login?redirect=${encodeURIComponent(returnTo)}`)
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('kunde@example.com')
  await main.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Passwort123!')
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL((url) => url.pathname === returnTo)
}

test('the customer views an order, reorders it into the cart and returns an item', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await signIn(page, '/konto/bestellungen')
  const list = page.locator('.ce-account-orders__list')
  // The newest ten of the demo customer's thirteen orders (demo/migrations 0002, 0005, 0007,
  // 0014): first the one shipped three days before the demo shop's migrations ran.
  await expect(list.locator('.ce-account-orders__row')).toHaveCount(10)
  await expect(list.locator('.ce-account-orders__row').first()).toContainText('100000053')
  await expect(list.locator('.ce-account-orders__row').first()).toContainText('Versandt')
  await expect(list.locator('.ce-account-orders__row').nth(1)).toContainText('100000005')
  await expect(list.locator('.ce-account-orders__row').nth(1)).toContainText('In Bearbeitung')
  await page.screenshot({ path: `${SHOTS}/de-390-list.png`, fullPage: true })

  // One order: the address carries it, client-side; the page itself is the same for every order.
  await list.getByRole('link', { name: /100000001/ }).click()
  await expect(page).toHaveURL(/\/konto\/bestellungen\?order=100000001$/)
  await expect(page.getByRole('heading', { name: 'Bestellung 100000001' })).toBeVisible()
  const order = page.locator('.ce-order')
  await expect(order).toContainText('Vitamin D3 1000 I.E.')
  await expect(order).toContainText('Invalidenstraße 12')
  await expect(order).toContainText('Standardversand - DHL Paket')
  await expect(order).toContainText('Vorkasse')
  await expect(order.locator('.ce-order__history li')).toHaveCount(3)
  await expect(order.locator('.ce-order__grand-total')).toContainText('41,29')
  // Shipped in March 2026: past the 30-day return period, so no return is offered.
  await expect(page.getByRole('link', { name: 'Artikel zurückschicken' })).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/de-390-order.png`, fullPage: true })

  // Reorder: two of the three products are on sale, the third is reported in the cart's words.
  await page.getByRole('button', { name: 'Erneut bestellen' }).click()
  // Iron is not on sale: the shop's userInputError, in German, among the page's messages.
  await expect(page.getByText('Dieses Produkt ist derzeit nicht erhältlich.').first()).toBeVisible()
  await expect(page.locator('.ce-order__partly')).toContainText('Nicht alle Artikel')
  await page.screenshot({ path: `${SHOTS}/de-390-reorder.png`, fullPage: true })
  await page.locator('.ce-order__reorder').getByRole('link', { name: 'Zum Warenkorb' }).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  const cart = page.locator('.ce-cart__items')
  await expect(cart).toContainText('Vitamin D3 1000 I.E.')
  await expect(cart).toContainText('Zink + Vitamin C')
  // Leave the demo customer's cart empty for the next test.
  for (let left = await cart.getByRole('button', { name: /Entfernen/ }).count(); left > 0; left--) {
    await cart
      .getByRole('button', { name: /Entfernen/ })
      .first()
      .click()
    await expect(cart.getByRole('button', { name: /Entfernen/ })).toHaveCount(left - 1)
  }

  // The returns page says why the March order cannot be returned.
  await page.goto('/konto/retouren?order=100000001')
  await expect(page.locator('.ce-account-orders__empty')).toContainText(
    'Eine Retoure ist bis 30 Tage nach der Bestellung möglich',
  )
  await expect(page.locator('form.ce-account-returns__form')).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/de-390-return-period-over.png`, fullPage: true })

  // A return for the recently shipped order, from its page.
  await page.goto('/konto/bestellungen?order=100000053')
  await page.getByRole('link', { name: 'Artikel zurückschicken' }).click()
  await expect(page).toHaveURL(/\/konto\/retouren\?order=100000053$/)
  const form = page.locator('form.ce-account-returns__form')
  await form.getByRole('button', { name: 'Retoure anmelden' }).click()
  await expect(form.getByRole('alert')).toContainText('mindestens einen Artikel')
  await form.getByLabel(/Vitamin D3 1000 I.E./).selectOption('1')
  await form.getByLabel('Grund der Rücksendung (freiwillig)').fill('Zu viel bestellt')
  await page.screenshot({ path: `${SHOTS}/de-390-return-form.png`, fullPage: true })
  await form.getByRole('button', { name: 'Retoure anmelden' }).click()
  await expect(page.getByText(/Ihre Retoure \d+ ist angemeldet/)).toBeVisible()
  await page.goto('/konto/retouren')
  const returns = page.locator('.ce-account-orders__row')
  await expect(returns.first()).toContainText('Angemeldet')
  await expect(returns.first()).toContainText('zu Bestellung 100000053')
  await returns.first().getByRole('link').click()
  await expect(page.locator('.ce-order')).toContainText('Zu viel bestellt')
  await page.screenshot({ path: `${SHOTS}/de-390-return.png`, fullPage: true })
})

test('in English at 1280 px: the orders and one order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, '/en/account/orders')
  await expect(page.locator('.ce-account-orders__row')).toHaveCount(10)
  await expect(page.getByRole('navigation', { name: 'Pages of your orders' })).toContainText(
    'Page 1 of 2',
  )
  await expect(page.locator('.ce-account-orders__row').first()).toContainText('Shipped')
  await page.screenshot({ path: `${SHOTS}/en-1280-list.png`, fullPage: true })
  await page.getByRole('link', { name: /100000001/ }).click()
  await expect(page.getByRole('heading', { name: 'Order 100000001' })).toBeVisible()
  await expect(page.locator('.ce-order')).toContainText('Delivery address')
  await page.screenshot({ path: `${SHOTS}/en-1280-order.png`, fullPage: true })
})

test('the customer pages through their orders; back, forward and reload keep the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await signIn(page, '/konto/bestellungen')
  const rows = page.locator('.ce-account-orders__row')
  const range = page.locator('.ce-account-orders__range')
  const pager = page.getByRole('navigation', { name: 'Seiten Ihrer Bestellungen' })
  await expect(rows).toHaveCount(10)
  await expect(range).toHaveText(/^Bestellungen 1–10 von \d+$/)
  await expect(pager).toContainText('Seite 1 von 2')
  await expect(pager.getByRole('link', { name: 'Vorherige Seite' })).toHaveCount(0)
  const firstPage = await rows.locator('.ce-account-orders__number').allTextContents()

  // The next page, by keyboard: the address carries it, and reading goes on at its top.
  await pager.getByRole('link', { name: 'Nächste Seite' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/konto\/bestellungen\?page=2$/)
  await expect(range).toHaveText(/^Bestellungen 11–\d+ von \d+$/)
  await expect(range).toBeFocused()
  await expect(pager).toContainText('Seite 2 von 2')
  await expect(pager.getByRole('link', { name: 'Nächste Seite' })).toHaveCount(0)
  const secondPage = await rows.locator('.ce-account-orders__number').allTextContents()
  expect(secondPage.length).toBeGreaterThan(0)
  expect(secondPage.filter((number) => firstPage.includes(number))).toEqual([])
  await page.screenshot({ path: `${SHOTS}/de-390-list-page-2.png`, fullPage: true })

  // Back and forward move between the pages; a reload keeps the page shown.
  await page.goBack()
  await expect(page).toHaveURL(/\/konto\/bestellungen$/)
  await expect(rows).toHaveCount(10)
  await page.goForward()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(rows.locator('.ce-account-orders__number')).toHaveText(secondPage)
  await page.reload()
  await expect(rows.locator('.ce-account-orders__number')).toHaveText(secondPage)

  // An order of the second page leads back to the second page.
  await rows.first().getByRole('link').click()
  await expect(page).toHaveURL(/\?order=\d+&page=2$/)
  await expect(page.locator('.ce-order')).toBeVisible()
  await page.getByRole('link', { name: 'Alle Bestellungen' }).click()
  await expect(page).toHaveURL(/\/konto\/bestellungen\?page=2$/)
  await expect(rows.locator('.ce-account-orders__number')).toHaveText(secondPage)

  // And the previous page link to the first.
  await pager.getByRole('link', { name: 'Vorherige Seite' }).click()
  await expect(page).toHaveURL(/\/konto\/bestellungen$/)
  await expect(rows.locator('.ce-account-orders__number')).toHaveText(firstPage)
})

test('a guest looks up an order by number, email and last name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/bestellstatus')
  const form = page.locator('form.ce-order-lookup__form')
  await form.getByLabel('Bestellnummer').fill('100000009')
  await form.getByLabel('E-Mail-Adresse').fill('gast@example.com')
  await form.getByLabel('Nachname').fill('Falsch')
  await form.getByRole('button', { name: 'Bestellung anzeigen' }).click()
  await expect(form.getByRole('alert')).toContainText(
    'Zu diesen Angaben haben wir keine Bestellung gefunden.',
  )
  // What was typed stays.
  await expect(form.getByLabel('Bestellnummer')).toHaveValue('100000009')
  await form.getByLabel('Nachname').fill('Gast')
  await form.getByRole('button', { name: 'Bestellung anzeigen' }).click()
  await expect(page.getByRole('heading', { name: 'Bestellung 100000009' })).toBeVisible()
  await expect(page.locator('.ce-order')).toContainText('Marienplatz 1')
  await expect(page.locator('.ce-order')).toContainText('In Bearbeitung')
  await expect(page.getByRole('button', { name: 'Erneut bestellen' })).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/de-390-lookup.png`, fullPage: true })

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en/order-status')
  await page.getByLabel('Order number').fill('100000001')
  await page.getByLabel('Email address').fill('kunde@example.com')
  await page.getByLabel('Last name').fill('Schneider')
  await page.getByRole('button', { name: 'Show the order' }).click()
  // An account's order is for its customer: the form says to sign in.
  await expect(page.getByRole('alert')).toContainText('sign in')
  await page.screenshot({ path: `${SHOTS}/en-1280-lookup.png`, fullPage: true })
})
