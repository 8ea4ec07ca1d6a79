import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The careers pages: location and employment type filters as links the CMS applies (the choice
 * in the address), and a posting's page with its facts, the application link and its schema.org
 * JobPosting.
 */
const jobTitles = (page: Page) => page.locator('.ce-job-card__title').allInnerTexts()
const locations = (page: Page) => page.getByRole('navigation', { name: 'Standort' })
const types = (page: Page) => page.getByRole('navigation', { name: 'Anstellungsart' })

test('filters the vacancies by location and employment type, then opens one and finds how to apply', async ({
  page,
}) => {
  await page.goto('/karriere')
  await page.waitForLoadState('networkidle')
  expect(await jobTitles(page)).toHaveLength(5)
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  await locations(page).getByRole('link', { name: 'Hamburg' }).click()
  await expect(page).toHaveURL(/\/karriere\?location=hamburg$/)
  await expect(page.locator('.ce-jobs__count')).toHaveText('3 offene Stellen')
  await types(page).getByRole('link', { name: 'Teilzeit' }).click()
  await expect(page).toHaveURL(/\/karriere\?location=hamburg&employment=part-time$/)
  await expect(page.locator('.ce-jobs__count')).toHaveText('1 offene Stelle')
  await expect(locations(page).locator('[aria-current="page"]')).toHaveText('Hamburg')
  await expect(types(page).locator('[aria-current="page"]')).toHaveText('Teilzeit')
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true)

  await page
    .getByRole('link', { name: 'Pharmazeutisch-technische Assistenz im Kundenservice (m/w/d)' })
    .click()
  await expect(page).toHaveURL(/\/karriere\/pta-kundenservice$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pharmazeutisch-technische Assistenz im Kundenservice (m/w/d)',
  )
  const facts = page.locator('.ce-job__facts')
  await expect(facts).toContainText('Hamburg')
  await expect(facts).toContainText('Vollzeit, Teilzeit')
  await expect(facts).toContainText('ab sofort')
  const apply = page.getByRole('link', { name: 'Jetzt bewerben' }).first()
  await expect(apply).toHaveAttribute(
    'href',
    /^https:\/\/karriere\.vitalis\.example\/bewerben\?stelle=601$/,
  )

  const posting = JSON.parse(
    (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    employmentType: ['FULL_TIME', 'PART_TIME'],
    hiringOrganization: { name: 'Vitalis GmbH' },
    jobLocation: { address: { addressLocality: 'Hamburg', postalCode: '20457' } },
  })
})

test('an English vacancy list filtered from the address alone, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/careers?employment=apprenticeship')
  expect(await jobTitles(page)).toEqual(['Apprenticeship in e-commerce (m/f/d)'])
  await page
    .getByRole('navigation', { name: 'Location' })
    .getByRole('link', { name: 'Remote (Germany)' })
    .click()
  await expect(page).toHaveURL(/\/en\/careers\?location=remote&employment=apprenticeship$/)
  await expect(page.locator('.ce-jobs__empty')).toContainText(
    'There is no vacancy for this selection',
  )
  await page.getByRole('link', { name: 'Show all vacancies' }).click()
  await expect(page).toHaveURL(/\/en\/careers$/)
  expect(await jobTitles(page)).toHaveLength(5)
  await context.close()
})
