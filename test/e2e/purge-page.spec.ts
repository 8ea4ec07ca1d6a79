import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The editors' purge page at /_cache in Chromium (src/worker/purge/page/): a token field alone
 * until the token is good (no site named before), the token entered once and kept in the
 * tab's sessionStorage, a page address purged and seen in the result and
 * the log, a language purged from the list, and the same form without JavaScript; and the
 * terminal's `npm run purge` (scripts/purge.mjs) against the same worker. The token is the one
 * `npm start` wrote to .dev.vars (named 'default' in the log).
 */
const token = () => /^PURGE_TOKEN=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim() ?? ''
const TOKEN_KEY = 'vitalis.purge-token'
const GUIDE = '/ratgeber/immunsystem'
/** The demo upstreams: their stand-in of Cloudflare's zone purge API records what it was asked. */
const DEMO = 'http://127.0.0.1:8788'

/**
 * Requests the page until the edge cache answers it: it is stored there and in KV, so a purge
 * removes both (the response and the page's KV entry).
 */
const warm = async (request: APIRequestContext, path: string) => {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-edge-cache'], { timeout: 10_000 })
    .toBe('hit')
}

const purgeButton = (page: Page) => page.getByRole('button', { name: 'Purge', exact: true })

/** Signs in on the token field the page shows before a token: the purge form follows. */
const signIn = async (page: Page, value: string) => {
  await page.getByLabel('Token', { exact: true }).fill(value)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('an editor enters the token once, purges a page by its address and sees it in the result and the log', async ({
  page,
  request,
  baseURL,
}) => {
  await warm(request, GUIDE)
  await page.goto('/_cache')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purge the page cache')
  // Before the token: nothing about the sites, only the token field.
  await expect(page.getByLabel('Page addresses, one per line')).toHaveCount(0)
  expect(await page.content()).not.toContain('vitalis-de')

  await signIn(page, token())
  await expect(page.getByRole('status')).toContainText('The latest purges are listed below')
  await page.getByLabel('Page addresses, one per line').fill(`${baseURL}${GUIDE}`)
  // The index row is written just after the KV entry: a purge racing it finds nothing yet.
  await expect(async () => {
    await purgeButton(page).click()
    await expect(page.getByRole('status')).toContainText(
      new RegExp(
        `Removed here: (?:[2-9]|\\d{2,}) cache entries for vitalis-de${GUIDE} \\(as default\\)`,
      ),
      { timeout: 2000 },
    )
  }).toPass({ timeout: 10_000 })
  // The page's KV entry and the responses the edge cache stored (the page's, and its payload's
  // or a bot's where earlier tests asked for them).
  const removed = await page.getByRole('status').getByRole('listitem').allTextContents()
  expect(removed).toContainEqual(expect.stringMatching(/^page:.*ratgeber\/immunsystem$/))
  expect(removed).toContainEqual(expect.stringMatching(/^response:.*ratgeber\/immunsystem\?edge=/))
  expect(removed.every((key) => key.includes('ratgeber/immunsystem'))).toBe(true)
  // Every data center: the stored pages' tags asked of the zone's purge API (the demo's stand-in).
  const stored = removed.filter((key) => key.startsWith('response:')).length
  await expect(page.getByRole('status')).toContainText(
    `Asked of every data center: done (${stored} ${stored === 1 ? 'tag' : 'tags'}).`,
  )
  const { calls } = (await (await request.get(`${DEMO}/cloudflare/_calls`)).json()) as {
    calls: { kind: string; items: string[]; failed: boolean }[]
  }
  expect(calls.at(-1)).toMatchObject({ kind: 'tags', failed: false })
  expect(calls.at(-1)?.items).toHaveLength(stored)

  const log = page.getByRole('table', { name: /latest \d+ purges/ })
  await expect(log.getByRole('row').nth(1)).toContainText(`default`)
  await expect(log.getByRole('row').nth(1)).toContainText(`urls: vitalis-de${GUIDE}`)
  await expect(log.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(
    `done (${stored} ${stored === 1 ? 'tag' : 'tags'})`,
  )

  // Kept in this tab's sessionStorage only: not in the page, a cookie or localStorage.
  await expect(page.getByText('Using the token saved in this tab.')).toBeVisible()
  await expect(page.getByLabel('Token', { exact: true })).toBeHidden()
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBe(token())
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
  expect((await page.context().cookies()).map((cookie) => cookie.value)).not.toContain(token())
  expect(await page.content()).not.toContain(token())

  // Purged indeed: the next visitor's page comes from the CMS.
  expect((await request.get(GUIDE)).headers()['x-cache-status']).toBe('origin')

  // A reload keeps the token and shows the log without asking for it again.
  await page.reload()
  await expect(log).toBeVisible()
  await expect(page.getByLabel('Token', { exact: true })).toBeHidden()

  // Another tab of its own session asks for the token again.
  const other = await page.context().browser()!.newContext()
  const second = await other.newPage()
  await second.goto('/_cache')
  await expect(second.getByLabel('Token', { exact: true })).toBeVisible()
  await expect(second.getByText('Enter your purge token to see what you can purge')).toBeVisible()
  await expect(second.getByLabel('Page addresses, one per line')).toHaveCount(0)
  await other.close()
})

test('an editor purges one language of a site chosen from the list', async ({ page, request }) => {
  await warm(request, '/en/about-us')
  await page.goto('/_cache')
  await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [TOKEN_KEY, token()])
  await page.reload()
  await page.getByLabel('A whole site or one of its languages').check()
  await page.getByLabel('Site or language').selectOption({ label: 'vitalis-de: the en pages only' })
  await purgeButton(page).click()
  await expect(page.getByRole('status')).toContainText(
    /Removed here: \d+ cache entr(y|ies) for vitalis-de \(en\)/,
  )
  await expect(page.getByRole('table')).toContainText('site: vitalis-de (en)')
  expect((await request.get('/en/about-us')).headers()['x-cache-status']).toBe('origin')
})

test('a wrong token is refused, said in the status, not kept, and shows no site', async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/status of 401/) // Chromium reports the refused fetch on the console
  await page.goto('/_cache')
  await signIn(page, 'not-the-token')
  await expect(page.getByRole('status')).toContainText('Nothing was purged. Unknown purge token')
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull()
  await expect(page.getByLabel('Token', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Page addresses, one per line')).toHaveCount(0)
})

test('without JavaScript the form posts the token with the page and shows the result and the log', async ({
  browser,
  request,
}) => {
  await warm(request, '/produkte')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/_cache')
  await signIn(page, token())
  // Without a script nothing keeps the token: each purge posts it again.
  await page.getByLabel('Token', { exact: true }).fill(token())
  await page.getByLabel('Page addresses, one per line').fill('/produkte')
  await purgeButton(page).click()
  await expect(page.getByRole('status')).toContainText('for vitalis-de/produkte (as default)')
  await expect(page.getByRole('table')).toContainText('urls: vitalis-de/produkte')
  expect(new URL(page.url()).search).toBe('') // posted, never in the address
  expect(await page.content()).not.toContain(token())
  await context.close()

  // The same post at request level: the answer is the page, without the token.
  const response = await request.post('/_cache', {
    form: { token: token(), what: 'urls', urls: '/produkte' },
  })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toMatch(
    /Removed here: \d+ cache entr(y|ies) for vitalis-de\/produkte<\/strong> \(as default\)/,
  )
  expect(html).not.toContain(token())
})

/** `npm run purge -- …` as a terminal runs it; resolves with its exit code and output. */
const purgeCommand = async (args: string[], purgeToken: string) => {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', ['scripts/purge.mjs', ...args], {
      env: { ...process.env, PURGE_TOKEN: purgeToken },
      timeout: 30_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

test('npm run purge removes a path from a terminal, prints what went, and fails with the server error', async ({
  request,
}) => {
  const path = '/ratgeber/vitamin-d'
  await warm(request, path)
  const host = ['--host', 'localhost:8787']
  await expect(async () => {
    const run = await purgeCommand([...host, '--path', path], token())
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(run.stdout).toMatch(
      new RegExp(
        `Removed (?:[2-9]|\\d{2,}) cache entries for vitalis-de: ${path} \\(as default\\):`,
      ),
    )
    expect(run.stdout).toMatch(new RegExp(`^  page:v\\d+:vitalis-de:de:${path}$`, 'm'))
  }).toPass({ timeout: 10_000 })
  expect((await request.get(path)).headers()['x-cache-status']).toBe('origin')

  const log = await purgeCommand([...host, '--log'], token())
  expect(log.code).toBe(0)
  expect(log.stdout.split('\n')[0]).toMatch(
    new RegExp(
      `default  paths: vitalis-de: ${path}  \\((?:[2-9]|\\d{2,}) removed; every data center: done \\(\\d+ tags?\\)\\)`,
    ),
  )

  const refused = await purgeCommand([...host, '--path', path], 'not-the-token')
  expect(refused).toMatchObject({ code: 1, stdout: '' })
  expect(refused.stderr).toContain('401 Unknown purge token')

  const invalid = await purgeCommand([...host, '--path', '/a/../../b'], token())
  expect(invalid.code).toBe(1)
  expect(invalid.stderr).toContain("400 Invalid purge request\n  - Not a page path: '/a/../../b'")

  const usage = await purgeCommand(['--path', path], token())
  expect(usage.code).toBe(2)
  expect(usage.stderr).toContain('--host is needed')
})
