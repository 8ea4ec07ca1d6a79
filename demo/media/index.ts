/** GET /media/<file>: the demo pictures (SVG) and downloads (PDF), cacheable for a year. */
import { Hono } from 'hono'
import { findMedia } from './library'

export const mediaApp = new Hono()

mediaApp.get('/:file', (c) => {
  const asset = findMedia(c.req.param('file'))
  if (!asset) return c.json({ error: 'Not found' }, 404)
  return c.body(asset.body, 200, {
    'content-type':
      asset.mimeType === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : asset.mimeType,
    'cache-control': 'public, max-age=31536000, immutable',
  })
})
