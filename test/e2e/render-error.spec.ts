import { expect, test } from './fixtures'

/**
 * A page that fails to render in the browser: its payload arrives, a content
 * element trips over it, and the shopper sees the error page in its place, with header, cart
 * link and footer still working, and the next navigation renders normally again.
 */
test('a client render error shows the error page and leaves the shell usable', async ({
  page,
  pageProblems,
}) => {
  // The boundary reports the error to the console, as the worker logs a server error.
  pageProblems.allow(/\[500\] render \/rezepte/)
  // The payload of 'Rezepte' with its first element's content missing: data no element expects.
  await page.route('**/rezepte/_payload.json*', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as {
      payload: { page: { content: Record<string, { content: unknown }[]> } }
    }
    const [first] = Object.values(body.payload.page.content).flat()
    if (!first) throw new Error('the page has no element to break')
    first.content = null
    await route.fulfill({ response, json: body })
  })

  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // Reported to the worker as a server error of the page would be (routes/client-report.ts).
  const report = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/_report'),
  )
  await page.locator('header').getByRole('link', { name: 'Rezepte' }).first().click()
  await expect(page).toHaveURL(/\/rezepte$/)
  expect((await report).postDataJSON()).toMatchObject({ kind: 'render', path: '/rezepte' })
  expect((await (await report).response())?.status()).toBe(204)
  await expect(page.locator('main .sf-error__status')).toHaveText('500')
  await expect(page.locator('main')).toContainText('Da ist leider etwas schiefgelaufen')
  // The shell survived: header and footer are there, and the header's links still navigate.
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await page
    .locator('header')
    .getByRole('link', { name: /Warenkorb/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  await expect(page.locator('main .sf-error__status')).toHaveCount(0)
  await expect(page.locator('main h1, main h2').first()).toBeVisible()
  expect(pageProblems.list.some((problem) => problem.includes('[500] render /rezepte'))).toBe(true)
})
