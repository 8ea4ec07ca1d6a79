import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The edge cache in Chromium against `wrangler dev` (src/worker/page-cache/): guests get stored pages,
 * an editor's purge reaches them, and a shopper's cart count is never another visitor's.
 */
const token = () => /^PURGE_TOKEN=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim() ?? ''
const DEMO_CMS = 'http://127.0.0.1:8788/cms/vitalis-de'
const ARTICLE = '/ratgeber/artikel/zink-kleines-spurenelement'

const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Warenkorb: \d+$/ })

/** Asks for the page until the edge cache answers it: it is stored. */
const stored = async (request: APIRequestContext, path: string) => {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-edge-cache'], { timeout: 10_000 })
    .toBe('hit')
}

/** The page's title as the (demo) TYPO3 has it. */
const cmsTitle = async (request: APIRequestContext): Promise<string> => {
  const page = (await (await request.get(`${DEMO_CMS}${ARTICLE}`)).json()) as {
    meta?: { title?: string }
    seo?: { title?: string }
  }
  return page.meta?.title ?? page.seo?.title ?? ''
}

/** An editor saves the page with a new title in the (demo) TYPO3 backend. */
const editTitle = async (request: APIRequestContext, title: string) => {
  const response = await request.put(`${DEMO_CMS}${ARTICLE}`, { data: { title } })
  expect(response.status()).toBe(200)
}

test('an editor changes a page and purges it: the next guest sees the change', async ({
  page,
  request,
  browser,
}) => {
  await page.goto(ARTICLE)
  const before = await cmsTitle(request)
  expect(before).not.toBe('')
  await stored(request, ARTICLE)
  const edited = `Zink, neu gefasst ${Date.now()}`
  try {
    await editTitle(request, edited)
    // Until the purge, guests get the stored page: the CMS is not asked.
    const stale = await request.get(ARTICLE)
    expect(stale.headers()['x-edge-cache']).toBe('hit')
    expect(await stale.text()).not.toContain(edited)

    await page.goto('/_cache')
    await page.getByLabel('Token', { exact: true }).fill(token())
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByLabel('Page addresses, one per line').fill(ARTICLE)
    await page.getByRole('button', { name: 'Purge', exact: true }).click()
    await expect(page.getByRole('status')).toContainText(`for vitalis-de${ARTICLE} (as default)`)
    await expect(page.getByRole('status').getByRole('listitem')).toContainText([
      /^page:/,
      /^response:/,
    ])

    const guest = await browser.newContext()
    const next = await guest.newPage()
    await next.goto(ARTICLE)
    await expect(next).toHaveTitle(new RegExp(edited))
    await guest.close()
    // Stored again, with the change.
    await stored(request, ARTICLE)
    expect(await (await request.get(ARTICLE)).text()).toContain(edited)
  } finally {
    await editTitle(request, before)
    await request.post('/_cache/purge', {
      headers: { authorization: `Bearer ${token()}` },
      data: { scope: 'path', site: 'vitalis-de', path: ARTICLE },
    })
  }
})

test('a shopper with a cart never sees another visitor’s count, and guests share the stored page', async ({
  browser,
  request,
}) => {
  // A stored page lives as long as the first of its reads stays fresh: /produkte's CMS page and
  // listing may have been read by an earlier spec most of a TTL ago, and their copy would end
  // while the shopper shops. The site's purge makes the next render read everything anew.
  const purge = await request.post('/_cache/purge', {
    headers: { authorization: `Bearer ${token()}` },
    data: { scope: 'site', site: 'vitalis-de' },
  })
  expect(purge.ok()).toBe(true)
  await stored(request, '/produkte')
  const shopper = await browser.newContext()
  const shopperPage = await shopper.newPage()
  await shopperPage.goto('/produkte')
  const add = shopperPage.getByRole('button', { name: 'In den Warenkorb' })
  await expect(add.first()).toBeEnabled()
  await add.first().click()
  await expect(cartLink(shopperPage)).toHaveAccessibleName('Warenkorb: 1')

  // The shopper's next page is rendered for them, the count in the server's HTML.
  const own = await shopperPage.goto('/produkte')
  expect(own?.headers()['x-edge-cache']).toBe('bypass')
  expect(await own?.text()).toContain('aria-label="Warenkorb: 1"')
  await expect(cartLink(shopperPage)).toHaveAccessibleName('Warenkorb: 1')

  // A guest after them gets the stored page, with no cart in it.
  const guest = await browser.newContext()
  const guestPage = await guest.newPage()
  const shared = await guestPage.goto('/produkte')
  expect(shared?.headers()['x-edge-cache']).toBe('hit')
  expect(await shared?.text()).toContain('aria-label="Warenkorb: 0"')
  await expect(cartLink(guestPage)).toHaveAccessibleName('Warenkorb: 0')
  // And no cookie of the shopper's: the guest has no cart.
  expect((await guest.cookies()).map((cookie) => cookie.name)).not.toContain('vitalis_cart')
  await guest.close()
  await shopper.close()
})
