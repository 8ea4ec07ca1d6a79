import type { Context } from 'hono'
import { originalFile } from '../images/ladder'
import { notBuilt, rasterBytes, rasterIndex, rasterResponse } from '../images/rasters'
import { photoHashOf } from '../images/resolve'
import type { ShopEnv } from './env'
import { packshotSvg, type PackshotView } from './packshot'
import { repositories } from './repo'
import { defaultViewOf } from './store-views'

/**
 * GET /:brand/images/:file — a product's packshot, by SKU: <sku>.jpg, the photo (the original of
 * the image transformations, demo/images/transform.ts), and <sku>.svg, the drawing it is rendered
 * from; the gallery's other views likewise, <sku>.back.jpg, <sku>.detail.svg … (SKUs have no dots).
 */
export const imageHandler = async (c: Context<ShopEnv>) => {
  const file = c.req.param('file') ?? ''
  const store = c.get('store')
  if (/^[A-Za-z0-9-]+(?:\.(?:back|detail))?\.jpg$/.test(file)) {
    const index = await rasterIndex(c.env)
    if (!index) return notBuilt()
    const hash = await photoHashOf(index, `/shop/${store.code}/images/${file}`, c.env.SHOP_DB)
    const bytes = hash === null ? null : await rasterBytes(c.env, originalFile(hash))
    return bytes ? rasterResponse(bytes, 'jpeg') : c.text('Not found', 404)
  }
  const match = /^([^.]+)(?:\.(back|detail))?\.svg$/.exec(file)
  const view: PackshotView = match?.[2] === 'back' || match?.[2] === 'detail' ? match[2] : 'front'
  const product = match?.[1]
    ? await repositories(c.env.SHOP_DB, defaultViewOf(store)).products.bySku(store.code, match[1])
    : null
  if (!product) return c.text('Not found', 404)
  const size = (JSON.parse(product.dynamic_attributes) as { size?: unknown }).size
  return c.body(packshotSvg(store, product.name, typeof size === 'string' ? size : '', view), 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
  })
}
