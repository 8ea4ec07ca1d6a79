import type { Context } from 'hono'
import { simplePdf } from '../media/pdf'
import type { ShopEnv } from './env'
import { repositories } from './repo'
import { defaultViewOf } from './store-views'

const text = (html: string) =>
  html
    .replace(/<\/p>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * GET /:brand/leaflets/:file — a product's leaflet (the `leaflets` extension field): a one-page
 * PDF written from the product's own texts, so every leaflet in the catalogue exists. A link sends
 * no `Store` header: the PDF is the default (German) view's, as its German headings.
 */
export const leafletHandler = async (c: Context<ShopEnv>) => {
  const store = c.get('store')
  const file = `leaflets/${c.req.param('file') ?? ''}`
  const found = await repositories(c.env.SHOP_DB, defaultViewOf(store)).catalogue.leaflet(
    store.code,
    file,
  )
  if (!found) return c.text('Not found', 404)
  const size = (JSON.parse(found.dynamic_attributes) as { size?: unknown }).size
  const body = simplePdf(`${store.name} ${found.name} – ${found.title}`, [
    ...(typeof size === 'string' ? [`Packungsgröße: ${size}`] : []),
    ...text(found.description),
    `Artikelnummer: ${found.sku}`,
  ])
  return c.body(body, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${file.slice('leaflets/'.length)}"`,
    'cache-control': 'public, max-age=86400',
  })
}
