import type { Page } from '@playwright/test'
import { removeFromCustomerCart, signedIn } from './demo-customer'
import { expect, test } from './fixtures'

/**
 * A guest's whole cart against the demo shop: listing → cart → coupon → shipping → reload →
 * checkout on the shop host (and back to the cart from there) → the success page with the order
 * number and a reset cart; a customer's handover, whose token goes in a form's body. Then the
 * two failures shoppers meet most:
 * an expired cart id (heals silently) and a shop that is down (a message, nothing lost).
 */
const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Warenkorb: \d+$/ })
const expectCount = (page: Page, count: number) =>
  expect(cartLink(page)).toHaveAccessibleName(`Warenkorb: ${count}`)

const addButtons = (page: Page) => page.getByRole('button', { name: 'In den Warenkorb' })

test('a guest fills a cart, checks out on the shop host and returns to a reset cart', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/produkte')
  await expect(addButtons(page).first()).toBeEnabled()
  await addButtons(page).nth(0).click()
  await expectCount(page, 1)
  await addButtons(page).nth(1).click()
  await expectCount(page, 2)

  await cartLink(page).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  const rows = page.locator('.ce-cart__items li')
  await expect(rows).toHaveCount(2)
  await page.getByRole('button', { name: 'Menge erhöhen' }).first().click()
  await expectCount(page, 3)

  await page.getByLabel('Gutscheincode').fill('VITAL10')
  await page.getByRole('button', { name: 'Einlösen' }).click()
  await expect(page.getByRole('button', { name: 'Gutschein entfernen' })).toBeVisible()
  await expect(page.getByText('VITAL10').first()).toBeVisible()
  await page.getByRole('button', { name: 'Gutschein entfernen' }).click()
  await expect(page.getByRole('button', { name: 'Gutschein entfernen' })).toHaveCount(0)

  await page.getByLabel('Postleitzahl').fill('10115')
  await page.getByRole('button', { name: 'Berechnen' }).click()
  await expect(page.getByRole('radio').first()).toBeVisible()
  await page.getByRole('radio').first().check()

  await page.reload()
  await expectCount(page, 3)
  await expect(rows).toHaveCount(2)

  // The shop's checkout page leads back to the cart, which is as it was.
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:8788\/shop\/vitalis\/cartmerge/)
  await page.getByRole('link', { name: '← Zurück zum Warenkorb' }).click()
  await expect(page).toHaveURL(/localhost:8787\/warenkorb$/)
  await expect(rows).toHaveCount(2)
  await expectCount(page, 3)

  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(
    /\/bestellung-abgeschlossen\?ref=checkout&event=purchase&payload=.+#complete$/,
  )
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }),
  ).toBeVisible()
  await expect(page.locator('.ce-checkout-success__number')).toHaveText(/^1\d{8}$/)
  await expect(page.getByText('Artikel', { exact: true })).toBeVisible()
  await expectCount(page, 0)
  // A reload shows the confirmation again (the purchase is not tracked twice: #complete).
  await page.reload()
  await expect(page.locator('.ce-checkout-success__number')).toHaveText(/^1\d{8}$/)
  // The shop signed the return; the storefront confirmed it before showing it.
  expect(new URL(page.url()).searchParams.get('signature')).toMatch(/^[\w-]{43}$/)
})

test("a customer's checkout hands the token over in a POST body, never in an address", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const token = await signedIn(page)
  try {
    await page.goto('/produkte')
    await expect(addButtons(page).first()).toBeEnabled()
    await addButtons(page).first().click()
    await expectCount(page, 1)
    await cartLink(page).click()
    await expect(page).toHaveURL(/\/warenkorb$/)
    const checkout = page.getByRole('link', { name: 'Zur Kasse' })
    await expect(checkout).toHaveAttribute('href', /cartmerge\?cartId=.+&returnUrl=/)
    // Nowhere in the page: not in the link a shopper could copy, nor in any other attribute.
    expect(await page.content()).not.toContain(token)
    const handover = page.waitForRequest(/\/shop\/vitalis\/cartmerge$/)
    await checkout.click()
    const request = await handover
    expect(request.method()).toBe('POST')
    expect(new URLSearchParams(request.postData() ?? '').get('token')).toBe(token)
    // No Referer where the browser honours the form's rel="noreferrer"; else, by the site's
    // strict-origin-when-cross-origin policy, the origin only: never a path, never the token.
    expect([undefined, 'http://localhost:8787/']).toContain(request.headers()['referer'])
    await expect(page.getByRole('heading', { name: 'Bestellung prüfen' })).toBeVisible()
    expect(page.url()).not.toContain(token)
  } finally {
    await removeFromCustomerCart(page.request, token)
  }
})

test('an expired cart id heals silently on the next add to cart', async ({ page, context }) => {
  await context.addCookies([
    {
      name: 'vitalis_cart',
      value: encodeURIComponent(
        JSON.stringify({
          state: { id: 'expiredcartid0000000000000000000', type: 'guest', itemsCount: 4 },
          version: 1,
        }),
      ),
      url: 'http://localhost:8787',
    },
  ])
  await page.goto('/produkte')
  await expect(addButtons(page).first()).toBeEnabled()
  await addButtons(page).first().click()
  await expectCount(page, 1)
  await expect(page.getByText(/nicht erreichbar|Could not find a cart/)).toHaveCount(0)
})

test('a shop that is down shows a message and keeps the cart', async ({ page, pageProblems }) => {
  // Chromium reports the refused shop request in the console; the page itself must stay calm.
  pageProblems.allow(/ERR_CONNECTION_REFUSED/)
  await page.goto('/produkte')
  await addButtons(page).first().click()
  await expectCount(page, 1)
  await page.route('**/shop/vitalis/graphql**', (route) => route.abort('connectionrefused'))
  await addButtons(page).nth(1).click()
  await expect(
    page.locator('.sf-messages').getByText(/Shop ist gerade nicht erreichbar/),
  ).toBeVisible()
  await expectCount(page, 1)
  await page.unroute('**/shop/vitalis/graphql**')
  await addButtons(page).nth(1).click()
  await expectCount(page, 2)
})

test('an empty cart offers the way back to the products, in the page language', async ({
  page,
}) => {
  await page.goto('/warenkorb')
  await expect(page.getByText('Ihr Warenkorb ist noch leer.')).toBeVisible()
  await page.getByRole('link', { name: 'Weiter einkaufen' }).click()
  await expect(page).toHaveURL(/\/produkte$/)
  await expect(addButtons(page).first()).toBeVisible()

  await page.goto('/en/cart')
  await page.getByRole('link', { name: 'Continue shopping' }).click()
  await expect(page).toHaveURL(/\/en\/products$/)
})

test('the cart recommends products bought together with its items and adds one', async ({
  page,
}) => {
  // Every demo product has cross-sells (demo/scripts/catalogue.mjs), from other categories.
  await page.goto('/produkte')
  await expect(addButtons(page).first()).toBeEnabled()
  await addButtons(page).first().click()
  await expectCount(page, 1)

  await cartLink(page).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  const rows = page.locator('.ce-cart__items li')
  await expect(rows).toHaveCount(1)
  const recommended = page.getByRole('region', { name: 'Wird oft zusammen gekauft' })
  const tiles = recommended.getByRole('article')
  await expect(tiles.first()).toBeVisible()
  const count = await tiles.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(4)
  const name = (await tiles.first().getByRole('heading').textContent())?.trim() ?? ''

  await recommended.getByRole('button', { name: 'In den Warenkorb' }).first().click()
  await expectCount(page, 2)
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: name })).toHaveCount(1)
  // In the cart now, so no longer among the recommendations.
  await expect(recommended.getByRole('heading', { name, exact: true })).toHaveCount(0)
})
