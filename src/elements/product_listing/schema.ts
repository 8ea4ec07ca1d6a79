import * as z from 'zod'
import { headerFields } from '../shared/header-fields'

export const DEFAULT_PAGE_SIZE = 12
/** A grid of more tiles than this at once is no page any more; 'show more' loads the rest. */
export const MAX_PAGE_SIZE = 96

export const productListingSchema = z.object({
  ...headerFields,
  /** The TYPO3 record's shop category (see listing-products.ts for how it is used). */
  categoryId: z.coerce.number().int().positive().nullable().catch(null),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(DEFAULT_PAGE_SIZE),
})

export type ProductListingContent = z.output<typeof productListingSchema>
