import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * What the cart says is consistent: the shop's messages in the page's
 * language, one outcome per area at a time, and totals that belong to the items and the country
 * shown.
 */
const messages = (page: Page) => page.locator('.ce-cart-messages .ce-cart-message__text')

/** Puts the first listed product into the cart from the listing, then opens the cart page. */
const fillCart = async (page: Page, listing: string, addLabel: string, cart: string) => {
  await page.goto(listing)
  const add = page.getByRole('button', { name: addLabel }).first()
  await expect(add).toBeEnabled()
  await add.click()
  await expect(page.getByRole('banner').getByRole('link', { name: /: 1$/ })).toBeVisible()
  await page.goto(cart)
  await expect(page.locator('.ce-cart__items li')).toHaveCount(1)
}

/** An amount as shown ('24,85 €' or '€24.85') in cents. */
const cents = (text: string): number => {
  const digits = text.replace(/[^\d,.-]/g, '')
  const normalised = /,\d{2}$/.test(digits)
    ? digits.replace(/\./g, '').replace(',', '.')
    : digits.replace(/,/g, '')
  return Math.round(Number(normalised) * 100)
}

/** The totals as label → text, and the check that they add up. */
const totals = async (page: Page) => {
  const rows = page.locator('.ce-cart-totals__row')
  const entries: [string, string][] = []
  for (const row of await rows.all())
    entries.push([await row.locator('dt').innerText(), await row.locator('dd').innerText()])
  return entries
}

const expectTotalsAddUp = async (page: Page, shippingLabel: string) => {
  const rows = await totals(page)
  const [, subtotal] = rows[0]!
  const [, total] = rows[rows.length - 1]!
  const shipping = rows.find(([label]) => label === shippingLabel)?.[1] ?? ''
  const discounts = rows.slice(1, -1).filter(([label]) => label !== shippingLabel)
  const shippingCents = /\d/.test(shipping) ? cents(shipping) : 0
  const sum = discounts.reduce((acc, [, amount]) => acc + cents(amount), cents(subtotal))
  expect(cents(total), JSON.stringify(rows)).toBe(sum + shippingCents)
}

test("the shop's refusals speak German on a German page, and the latest outcome replaces the last", async ({
  page,
}) => {
  await fillCart(page, '/produkte', 'In den Warenkorb', '/warenkorb')

  await page.getByLabel('Gutscheincode').fill('NOPE')
  await page.getByRole('button', { name: 'Einlösen' }).click()
  await expect(messages(page)).toHaveText([
    'Dieser Gutscheincode ist nicht gültig. Bitte prüfen Sie ihn und versuchen Sie es noch einmal.',
  ])

  // More than the shop has in stock (250): Magento's "The requested qty is not available".
  const quantity = page.locator('.ce-cart__items').getByRole('spinbutton', { name: 'Menge' })
  await quantity.fill('300')
  await quantity.blur()
  await expect(messages(page)).toHaveText(['Die gewünschte Menge ist leider nicht lieferbar.'])

  await page.getByLabel('Gutscheincode').fill('VITAL10')
  await page.getByRole('button', { name: 'Einlösen' }).click()
  await expect(messages(page)).toHaveText(['Ihr Gutschein wurde eingelöst.'])
  await expect(page.locator('main')).not.toContainText(/isn't|is not available|Verify the code/)
})

test("the shop's refusals speak English on an English page", async ({ page }) => {
  await fillCart(page, '/en/products', 'Add to cart', '/en/cart')
  await page.getByLabel('Coupon code').fill('NOPE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(messages(page)).toHaveText([
    'This coupon code is not valid. Please check it and try again.',
  ])
  const quantity = page.locator('.ce-cart__items').getByRole('spinbutton', { name: 'Quantity' })
  await quantity.fill('300')
  await quantity.blur()
  await expect(messages(page)).toHaveText(['The requested quantity is not available.'])
  // The English store view's method titles.
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByRole('radio', { name: /Standard shipping – DHL parcel/ })).toBeVisible()
  await expect(page.locator('main')).not.toContainText(/Gutschein|lieferbar|Menge/)
})

test('the totals belong to the items and the country shown', async ({ page }) => {
  await fillCart(page, '/produkte', 'In den Warenkorb', '/warenkorb')
  const country = page.getByLabel('Land')
  const shipping = page.locator('.ce-cart-totals__row').filter({ hasText: 'Versand' }).locator('dd')

  // Prefilled with the site's country and postcode, the cart shows their estimate at once, not
  // 'calculated at checkout'; the button asks again with the same result.
  await expect(country).toHaveValue('DE')
  await expect(shipping).toHaveText('4,95 €')
  await expectTotalsAddUp(page, 'Versand')
  await page.getByRole('button', { name: 'Berechnen' }).click()
  await expect(country).toHaveValue('DE')
  await expect(shipping).toHaveText('4,95 €')
  await expectTotalsAddUp(page, 'Versand')

  // Austria: its own rate (6,95 €), estimated as soon as it is chosen, without the German postcode.
  await country.selectOption('AT')
  await expect(shipping).toHaveText('6,95 €')
  await expect(country).toHaveValue('AT')
  await expect(page.getByLabel('Postleitzahl')).toHaveValue('')
  await expectTotalsAddUp(page, 'Versand')

  // Only the countries the shop delivers to (its configuration) are offered.
  await expect(country.locator('option')).toHaveText(['Deutschland', 'Österreich'])

  // Back to Austria, then more items: past the free-shipping threshold, estimated again.
  await country.selectOption('AT')
  await expect(shipping).toHaveText('6,95 €')
  const quantity = page.locator('.ce-cart__items').getByRole('spinbutton', { name: 'Menge' })
  await quantity.fill('6')
  await quantity.blur()
  await expect(shipping).toHaveText('kostenlos')
  await expect(country).toHaveValue('AT')
  await expectTotalsAddUp(page, 'Versand')

  // After a reload: the shop kept the estimate's address on the cart, so the form shows
  // Austria again and the totals are Austria's.
  await page.reload()
  await expect(country).toHaveValue('AT')
  await expect(shipping).toHaveText('kostenlos')
  await expectTotalsAddUp(page, 'Versand')
})
