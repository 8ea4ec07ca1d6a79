import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The recipes: diet and time filters as links that the CMS applies (every choice lands in the
 * address, a shared address shows the same list, with or without JavaScript), and a recipe's
 * page with its schema.org Recipe and a print view of the recipe alone.
 */
const cardTitles = (page: Page) => page.locator('.ce-recipe-card__title').allInnerTexts()
const diets = (page: Page) => page.getByRole('navigation', { name: 'Ernährungsform' })
const times = (page: Page) => page.getByRole('navigation', { name: 'Zubereitungszeit' })

/** Marks the document; a full load would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }))
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

test('filters recipes by diet and time by clicking, without reloading, and back shows all again', async ({
  page,
}) => {
  await page.goto('/rezepte')
  await page.waitForLoadState('networkidle')
  const all = await cardTitles(page)
  expect(all).toHaveLength(6)
  await markDocument(page)

  await diets(page).getByRole('link', { name: 'Vegan' }).click()
  await expect(page).toHaveURL(/\/rezepte\?diet=vegan$/)
  await expect(diets(page).locator('[aria-current="page"]')).toHaveText('Vegan')
  await expect(page.locator('.ce-recipes__count')).toHaveText('4 Rezepte')
  for (const card of await page.locator('.ce-recipe-card').all()) {
    await expect(card.locator('.ce-recipe-card__diet', { hasText: 'Vegan' })).toHaveCount(1)
  }

  await times(page).getByRole('link', { name: 'bis 15 Min.' }).click()
  await expect(page).toHaveURL(/\/rezepte\?diet=vegan&time=15$/)
  await expect(page.locator('.ce-recipes__count')).toHaveText('2 Rezepte')
  expect(await cardTitles(page)).toEqual([
    'Overnight Oats mit Zimt und Apfel',
    'Grüner Smoothie mit Spinat, Kiwi und Petersilie',
  ])
  await expect(diets(page).locator('[aria-current="page"]')).toHaveText('Vegan')
  expect(await sameDocument(page)).toBe(true)

  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/rezepte$/)
  await expect(page.locator('.ce-recipes__count')).toHaveText('6 Rezepte')
})

test('shows the filtered list from the address alone, also without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/rezepte?diet=glutenfrei&time=30')
  await expect(times(page).locator('[aria-current="page"]')).toHaveText('bis 30 Min.')
  expect(await cardTitles(page)).toEqual(['Grüner Smoothie mit Spinat, Kiwi und Petersilie'])
  // The filters are plain links: without a script they load the next list.
  await diets(page).getByRole('link', { name: 'Alle' }).click()
  await expect(page).toHaveURL(/\/rezepte\?time=30$/)
  expect(await cardTitles(page)).toHaveLength(2)
  await context.close()
})

test('an English recipe filter and a recipe page with nutrition, structured data and a print view', async ({
  page,
}) => {
  await page.goto('/en/recipes?diet=vegetarian')
  // The vegetarian ones and the vegan ones, which are vegetarian too.
  await expect(page.locator('.ce-recipes__count')).toHaveText(/^[2-9] recipes$/)
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: 'Shakshuka with spinach and feta' }).click()
  await expect(page).toHaveURL(/\/en\/recipes\/shakshuka-spinach-feta$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Shakshuka with spinach and feta',
  )
  await expect(page.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeVisible()
  const nutrition = page.getByRole('table')
  await expect(nutrition.getByRole('row', { name: /Protein/ })).toContainText('22 g')

  // After client navigation the head carries the recipe's structured data, as the server writes it.
  const recipe = JSON.parse(
    (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>
  expect(recipe).toMatchObject({
    '@type': 'Recipe',
    name: 'Shakshuka with spinach and feta',
    totalTime: 'PT35M',
    recipeYield: '2',
  })

  const print = page.getByRole('button', { name: 'Print recipe' })
  await expect(print).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(print).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Method' })).toBeVisible()
})
