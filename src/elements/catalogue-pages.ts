import { pageHolds } from './element-types'
import type { Page } from '../lib/page'

/**
 * Element types that show catalogue products: their pages get the catalogue snapshot and
 * refreshes. Not the cart: its items and recommendations come with the cart itself.
 */
const CATALOGUE_ELEMENT_TYPES: readonly string[] = ['product_listing', 'product_detail']

export const pageNeedsCatalogue = (page: Page | null): boolean =>
  pageHolds(page, CATALOGUE_ELEMENT_TYPES)

/** Whether a page shows the cart itself (cart messages then appear there, not as toasts). */
export const pageShowsCart = (page: Page | null): boolean => pageHolds(page, ['cart'])
