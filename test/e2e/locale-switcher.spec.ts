import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The header's language switcher in Chromium: a translated page switches to its translation
 * (the page's i18n entries), an untranslated one to the other language's home page, by mouse
 * and by keyboard, each through the router with the other language's texts.
 */

const hydrated = async (page: Page) => {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'))
  })
  await page.waitForLoadState('networkidle')
}

const switcher = (page: Page) => page.locator('header details.sf-locale')

test('switch locale on a translated and an untranslated page', async ({ page }) => {
  // Translated: the article in English, chosen by keyboard.
  await page.goto('/ratgeber/artikel/vitamin-d-im-winter')
  await hydrated(page)
  await switcher(page).locator('summary').focus()
  await page.keyboard.press('Enter')
  const english = switcher(page).getByRole('link', { name: 'English' })
  await expect(english).toBeVisible()
  await english.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/guide\/articles\/vitamin-d-in-winter$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vitamin D in winter: what matters now' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE')
  await expect(page.getByText('By Dr. Anna Berger')).toBeVisible()

  // And back, by mouse.
  await switcher(page).locator('summary').click()
  await switcher(page).getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/ratgeber\/artikel\/vitamin-d-im-winter$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')

  // Untranslated: the English entry says so and leads to the English home page.
  await page.goto('/ratgeber/artikel/genug-trinken')
  await hydrated(page)
  await switcher(page).locator('summary').click()
  const home = switcher(page).getByRole('link', { name: /English/ })
  await expect(home).toHaveAttribute('href', '/en')
  await expect(home).toContainText('Seite nicht übersetzt: zur Startseite')
  await home.click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached()

  // A topic page of the CMS without a translation: the same.
  await page.goto('/ratgeber/vitamin-d')
  await hydrated(page)
  await switcher(page).locator('summary').click()
  await switcher(page)
    .getByRole('link', { name: /English/ })
    .click()
  await expect(page).toHaveURL(/\/en$/)
})
