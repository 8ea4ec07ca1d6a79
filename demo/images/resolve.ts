import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { repositories } from '../shop/repo'
import { defaultViewOf } from '../shop/store-views'
import { storeFor } from '../shop/stores'
import type { RasterIndex } from './rasters'

/** A packshot's photo path: /shop/<brand>/images/<sku>[.back|.detail].jpg. */
const PACKSHOT = /^\/shop\/([a-z]+)\/images\/([A-Za-z0-9-]+)(\.back|\.detail)?\.jpg$/

/** A small stable hash of a text (FNV-1a), to pick a stand-in. */
const fnv = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/**
 * The hash of the photo of `path` (an original's path on the demo host), or null when the demo
 * has none. A packshot of a product the build did not know (the bench grows a brand's catalogue
 * to 2,000 products, demo/scripts/generate-catalogue.mjs --products) gets a stand-in: the photo
 * of one of the brand's catalogue products in the same view, picked by its sku, so that a grown
 * catalogue shows photos of real weight too. Unknown skus have none.
 */
export const photoHashOf = async (
  index: RasterIndex,
  path: string,
  db: D1Database | undefined,
): Promise<string | null> => {
  const known = index.pictures[path]
  if (known) return known.hash
  const match = PACKSHOT.exec(path)
  const store = match ? storeFor(match[1]!) : undefined
  if (!match || !store || !db) return null
  const product = await repositories(db, defaultViewOf(store)).products.bySku(store.code, match[2]!)
  if (!product) return null
  const view = match[3] ?? ''
  const candidates = Object.keys(index.pictures)
    .filter((each) => {
      const other = PACKSHOT.exec(each)
      return other?.[1] === store.code && (other[3] ?? '') === view
    })
    .sort()
  const standIn = candidates[fnv(product.sku) % candidates.length]
  return standIn === undefined ? null : index.pictures[standIn]!.hash
}
