import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The pharmacy finder of the brand sites (demo/cms/content/pharmacy-pages.ts): a postcode or
 * town in, the pharmacies that stock the brand out, nearest first, as a list to read and, beside
 * it, the storefront's own SVG map with the same numbers. A GET form: the same without script.
 */
const FINDER = '/apothekensuche'

const finder = (page: Page) => page.locator('.ce-pharmacy')
const names = (page: Page) => finder(page).locator('ol.ce-pharmacy__list h3')

async function search(page: Page, query: string) {
  await finder(page).getByLabel('Postleitzahl oder Ort').fill(query)
  await finder(page).getByRole('button', { name: 'Apotheken finden' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(query)}$`))
}

test('finds the pharmacies near a postcode and lists them nearest first', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto(FINDER)
  await expect(finder(page).getByRole('status')).toContainText('Geben Sie Ihre Postleitzahl')
  await search(page, '10115')

  await expect(finder(page).getByRole('status')).toHaveText(
    '5 Apotheken in der Nähe von 10115 Berlin, die nächste zuerst.',
  )
  await expect(names(page)).toHaveText([
    'Invaliden-Apotheke',
    'Apotheke am Rosenthaler Platz',
    'Kastanien-Apotheke',
    'Apotheke am Hermannplatz',
    'Sanssouci-Apotheke',
  ])
  const nearest = finder(page).locator('.ce-pharmacy__item').first()
  await expect(nearest.locator('.ce-pharmacy__distance')).toHaveText('0,3 km entfernt')
  await expect(nearest.locator('address')).toContainText('Invalidenstraße 98')
  await expect(nearest.getByRole('link', { name: '030 2809 5531' })).toHaveAttribute(
    'href',
    'tel:03028095531',
  )
  // The map: one labelled image, its markers numbered as the list, drawn from nowhere else.
  const map = finder(page).getByRole('img', { name: /Karte: 5 Apotheken rund um 10115 Berlin/ })
  await expect(map).toBeVisible()
  await expect(map.locator('.ce-pharmacy__map-marker')).toHaveCount(5)
  expect(
    requests.filter((url) => !/^http:\/\/([a-z.]*localhost|127\.0\.0\.1)[:/]/.test(url)),
  ).toEqual([])
})

test('says so when it cannot place a search, and keeps what was typed', async ({ page }) => {
  await page.goto(FINDER)
  await search(page, 'Atlantis')
  await expect(finder(page).getByRole('status')).toContainText(
    '„Atlantis“ haben wir nicht gefunden',
  )
  await expect(finder(page).getByLabel('Postleitzahl oder Ort')).toHaveValue('Atlantis')
  await expect(names(page)).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search is a plain GET form: a town in Austria, its pharmacies listed', async ({
    page,
  }) => {
    await page.goto(`http://at.localhost:8787${FINDER}`)
    await search(page, 'Wien')
    await expect(names(page).first()).toHaveText('Apotheke zum Stephansdom')
    await expect(finder(page).getByRole('status')).toContainText('in der Nähe von 1010 Wien')
  })
})
