import type { ContentElement, Page } from '../../lib/page'

/** Element types that show products: their pages get the catalogue snapshot and refreshes. */
export const CATALOGUE_ELEMENT_TYPES: readonly string[] = ['product_listing', 'cart']

/** Whether any element of the list, or of a shortcut it holds, is of one of `types`. */
const holds = (elements: readonly ContentElement[], types: readonly string[]): boolean =>
  elements.some(
    (element) =>
      types.includes(element.type) ||
      (element.type === 'shortcut' &&
        Array.isArray(element.content.shortcut) &&
        holds(element.content.shortcut as ContentElement[], types)),
  )

const pageHolds = (page: Page | null, types: readonly string[]): boolean =>
  page !== null && Object.values(page.content).some((column) => holds(column, types))

export const pageNeedsCatalogue = (page: Page | null): boolean =>
  pageHolds(page, CATALOGUE_ELEMENT_TYPES)

/** Whether a page shows the cart itself (cart messages then appear there, not as toasts). */
export const pageShowsCart = (page: Page | null): boolean => pageHolds(page, ['cart'])
