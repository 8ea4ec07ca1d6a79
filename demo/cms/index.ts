/**
 * The demo CMS: TYPO3 EXT:headless-shaped JSON for every dev site, mounted under /cms.
 * GET /cms/<siteId><storefront path>[?type=834] and /cms/<siteId><locale>/initial-data.json.
 * Media URLs in the JSON are absolute, built from the request's origin.
 */
import { Hono } from 'hono'
import { ORIGIN } from './content/builders'
import { resolveCms } from './resolve'

export const cmsApp = new Hono()

cmsApp.get('/:siteId/*', (c) => {
  const siteId = c.req.param('siteId')
  const url = new URL(c.req.url)
  const marker = `/${siteId}`
  const path = url.pathname.slice(url.pathname.indexOf(marker) + marker.length) || '/'
  const answer = resolveCms(siteId, path, c.req.query('type'))
  const json = JSON.stringify(answer.body).replaceAll(ORIGIN, url.origin)
  return c.body(json, answer.status, { 'content-type': 'application/json; charset=utf-8' })
})
