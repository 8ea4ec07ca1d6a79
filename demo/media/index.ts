/**
 * GET /media/<file>: the demo pictures and downloads, cacheable for a year: each picture as its
 * photo (<name>.jpg, the build's 2,000 px JPEG, the original of the image transformations) and as
 * the drawing it is rendered from (<name>.svg), the downloads as PDF.
 */
import { Hono } from 'hono'
import { originalFile } from '../images/ladder'
import {
  IMMUTABLE,
  notBuilt,
  rasterBytes,
  rasterIndex,
  rasterResponse,
  type RasterBindings,
} from '../images/rasters'
import { findMedia } from './library'

export const mediaApp = new Hono<{ Bindings: RasterBindings }>()

mediaApp.get('/:file', async (c) => {
  const asset = findMedia(c.req.param('file'))
  if (!asset) return c.json({ error: 'Not found' }, 404)
  if (asset.body === null) {
    const index = await rasterIndex(c.env)
    if (!index) return notBuilt()
    const photo = index.pictures[`/media/${asset.fileName}`]
    const bytes = photo ? await rasterBytes(c.env, originalFile(photo.hash)) : null
    return bytes ? rasterResponse(bytes, 'jpeg') : c.json({ error: 'Not found' }, 404)
  }
  return c.body(asset.body, 200, {
    'content-type':
      asset.mimeType === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : asset.mimeType,
    'cache-control': IMMUTABLE,
  })
})
