/**
 * The demo CMS: TYPO3 EXT:headless-shaped JSON for every dev site, mounted under /cms.
 * GET /cms/<siteId><storefront path>[?type=834] and /cms/<siteId><locale>/initial-data.json.
 * Media URLs in the JSON are absolute, built from the request's origin.
 */
import { Hono } from 'hono'
import { ORIGIN } from './content/builders'
import { answerFormPost } from './form-post'
import { resolveCms } from './resolve'

export const cmsApp = new Hono()

cmsApp.get('/:siteId/*', (c) => {
  const siteId = c.req.param('siteId')
  const url = new URL(c.req.url)
  const marker = `/${siteId}`
  const path = url.pathname.slice(url.pathname.indexOf(marker) + marker.length) || '/'
  const answer = resolveCms(siteId, path, c.req.query('type'), url.searchParams)
  const json = JSON.stringify(answer.body).replaceAll(ORIGIN, url.origin)
  return c.body(json, answer.status, { 'content-type': 'application/json; charset=utf-8' })
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
