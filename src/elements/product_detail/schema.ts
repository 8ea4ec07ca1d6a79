import * as z from 'zod'
import type { ProductDetail } from './product-detail'
import { URL_KEY } from './url-key'

/**
 * The product detail plugin's element. TYPO3 sends the url key its route enhancer read from the
 * address (`/produkte/<url key>`); the worker fills `detail` from the shop on every request
 * (src/worker/shop/load-product-detail.ts) and `urlKeys` (its key in each locale's store view),
 * so the CMS's cached page never holds shop data. Whatever the CMS itself sends under either is
 * dropped.
 */
export const productDetailSchema = z.object({
  urlKey: z.string().regex(URL_KEY),
  detail: z
    .unknown()
    .optional()
    .transform((): ProductDetail | null => null),
  /**
   * The sku of the pack size the address names (`?variant=<sku>`), filled with `detail` when it
   * is one of the family's sizes; null: the page shows the family's first size in stock.
   */
  size: z
    .unknown()
    .optional()
    .transform((): string | null => null),
  /** The product's url key per locale code (its store view's), filled with `detail`. */
  urlKeys: z
    .unknown()
    .optional()
    .transform((): Readonly<Record<string, string>> => ({})),
})

export type ProductDetailContent = z.output<typeof productDetailSchema>
