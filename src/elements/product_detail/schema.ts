import * as z from 'zod'
import type { ProductDetail } from './product-detail'
import { URL_KEY } from './url-key'

/**
 * The product detail plugin's element. TYPO3 sends the url key its route enhancer read from the
 * address (`/produkte/<url key>`); the worker fills `detail` from the shop on every request
 * (src/worker/cms/load-product-detail.ts), so the CMS's cached page never holds shop data.
 * Whatever the CMS itself sends under `detail` is dropped.
 */
export const productDetailSchema = z.object({
  urlKey: z.string().regex(URL_KEY),
  detail: z
    .unknown()
    .optional()
    .transform((): ProductDetail | null => null),
})

export type ProductDetailContent = z.output<typeof productDetailSchema>
