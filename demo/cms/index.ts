/**
 * The demo CMS: TYPO3 EXT:headless-shaped JSON for every dev site, mounted under /cms.
 * GET /cms/<siteId><storefront path>[?type=834] and /cms/<siteId><locale>/initial-data.json.
 * Media URLs in the JSON are absolute, built from the request's origin.
 */
import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { Hono } from 'hono'
import { ORIGIN } from './content/builders'
import { answerFormPost } from './form-post'
import { editedTitle, MAX_TITLE_LENGTH, savePageTitle, withTitle } from './page-edits'
import { resolveCms } from './resolve'
import { normalizePath } from './tree'

export const cmsApp = new Hono<{ Bindings: { SHOP_DB?: D1Database } }>()

/** The page path of /cms/<siteId><path>, normalised as the CMS finds pages. */
const pagePathOf = (url: URL, siteId: string) => {
  const marker = `/${siteId}`
  return url.pathname.slice(url.pathname.indexOf(marker) + marker.length) || '/'
}

/** TYPO3's backend session cookie: the storefront forwards it with an editor's preview. */
const hasBackendSession = (cookie: string | undefined): boolean =>
  /(?:^|;\s*)be_typo_user=[^;]/.test(cookie ?? '')

cmsApp.get('/:siteId/*', async (c) => {
  const siteId = c.req.param('siteId')
  const url = new URL(c.req.url)
  const path = pagePathOf(url, siteId)
  const answer = resolveCms(siteId, path, c.req.query('type'), url.searchParams, {
    backendSession: hasBackendSession(c.req.header('cookie')),
  })
  const title =
    answer.kind === 'page' ? await editedTitle(c.env?.SHOP_DB, siteId, normalizePath(path)) : null
  const body = title === null ? answer.body : withTitle(answer.body, title)
  const json = JSON.stringify(body).replaceAll(ORIGIN, url.origin)
  return c.body(json, answer.status, { 'content-type': 'application/json; charset=utf-8' })
})

/** An editor saves a page with a new title (./page-edits.ts): loopback hosts only. */
cmsApp.put('/:siteId/*', async (c) => {
  const siteId = c.req.param('siteId')
  const url = new URL(c.req.url)
  if (!['127.0.0.1', 'localhost'].includes(url.hostname) || !c.env?.SHOP_DB) {
    return c.json({ error: 'Pages are edited on a loopback host only' }, 403)
  }
  const path = pagePathOf(url, siteId)
  if (resolveCms(siteId, path, undefined, undefined, { backendSession: true }).kind !== 'page') {
    return c.json({ error: `No page at ${path}` }, 404)
  }
  const edit = (await c.req.json().catch(() => null)) as { title?: unknown } | null
  const title = edit?.title
  if (typeof title !== 'string' || title.trim() === '' || title.length > MAX_TITLE_LENGTH) {
    return c.json({ error: `A title of 1 to ${MAX_TITLE_LENGTH} characters is needed` }, 400)
  }
  await savePageTitle(c.env.SHOP_DB, siteId, normalizePath(path), title.trim())
  return c.json({ site: siteId, path: normalizePath(path), title: title.trim() })
})

/**
 * POST /cms/<siteId><page path>?tx_form_formframework[action]=perform…: a form submitted to its
 * page, answered as EXT:headless does (./form-post.ts); 400 when no form of the page was posted.
 */
cmsApp.post('/:siteId/*', async (c) => {
  const siteId = c.req.param('siteId')
  const url = new URL(c.req.url)
  const marker = `/${siteId}`
  const path = url.pathname.slice(url.pathname.indexOf(marker) + marker.length) || '/'
  const page = resolveCms(siteId, path, undefined)
  if (page.kind !== 'page') return c.json(page.body, page.status)
  const fields = new URLSearchParams(await c.req.text())
  const lang = /^\/en(\/|$)/.test(path) ? 'en' : 'de'
  const answer = answerFormPost(page.body, fields, lang)
  if (!answer) return c.json({ error: 'No form of this page was submitted' }, 400)
  const json = JSON.stringify(answer).replaceAll(ORIGIN, url.origin)
  return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' })
})
