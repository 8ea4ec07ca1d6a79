import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hydratedAndIdle } from './hydrated'

/**
 * The health guide in Chromium: the article list of /ratgeber filtered by category and paged
 * (links the CMS built, loaded by the router), an article opened by keyboard with its
 * schema.org Article in the head after client navigation, and the filter without JavaScript.
 */

const teaserTitles = (page: Page) => page.locator('.ce-news-teaser__title')

const structuredData = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
    ),
  )

test('filter the guide by category and page through it', async ({ page }) => {
  await page.goto('/ratgeber')
  await hydratedAndIdle(page)
  await expect(teaserTitles(page)).toHaveCount(6)
  const topics = page.getByRole('navigation', { name: 'Themen' })
  await expect(topics.getByRole('link', { name: 'Alle Themen' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await topics.getByRole('link', { name: 'Mineralstoffe' }).click()
  await expect(page).toHaveURL(/\/ratgeber\?category=mineralstoffe$/)
  await expect(teaserTitles(page)).toHaveText([
    'Magnesium und Sport: Was Ihre Muskeln brauchen',
    'Zink: Kleines Spurenelement, große Aufgaben',
  ])
  await expect(topics.getByRole('link', { name: 'Mineralstoffe' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await topics.getByRole('link', { name: 'Alle Themen' }).click()
  await expect(page).toHaveURL(/\/ratgeber$/)
  const pages = page.getByRole('navigation', { name: 'Seiten der Artikelliste' })
  await pages.getByRole('link', { name: 'Seite 2' }).click()
  await expect(page).toHaveURL(/\/ratgeber\?page=2$/)
  await expect(teaserTitles(page)).toHaveText(['Fünf Routinen für gute Abwehrkräfte im Herbst'])
  await expect(pages.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page')

  await page.goBack()
  await expect(teaserTitles(page)).toHaveCount(6)
})

test('open an article by keyboard: author, date, related articles and schema.org Article', async ({
  page,
}) => {
  await page.goto('/ratgeber')
  await hydratedAndIdle(page)
  const link = page.getByRole('link', { name: 'Vitamin D im Winter: Worauf es jetzt ankommt' })
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ratgeber\/artikel\/vitamin-d-im-winter$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vitamin D im Winter: Worauf es jetzt ankommt' }),
  ).toBeVisible()
  await expect(page.locator('.ce-news-detail__author')).toHaveText('Von Dr. Anna Berger')
  await expect(page.locator('.ce-news-detail__date')).toHaveText('10.11.26')
  await expect(
    page.getByRole('region', { name: 'Das könnte Sie auch interessieren' }).getByRole('link'),
  ).toHaveCount(2)
  await expect(page).toHaveTitle(/Vitamin D im Winter/)
  // Written by the router's head update after client navigation, as the server writes it.
  await expect
    .poll(() => structuredData(page))
    .toEqual([expect.objectContaining({ '@type': 'Article', author: expect.anything() })])
})

test('filter the guide without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/ratgeber')
  await page
    .getByRole('navigation', { name: 'Themen' })
    .getByRole('link', { name: 'Vitamine' })
    .click()
  await expect(page).toHaveURL(/\/ratgeber\?category=vitamine$/)
  await expect(teaserTitles(page).first()).toHaveText(
    'Vitamin D im Winter: Worauf es jetzt ankommt',
  )
  await expect(teaserTitles(page)).toHaveCount(3)
  await context.close()
})
