import type { ContentElement, Page } from '../../lib/page'

/** Element types that show products: their pages get the catalogue snapshot and refreshes. */
export const CATALOGUE_ELEMENT_TYPES: readonly string[] = ['product_listing', 'cart']

const holdsProducts = (elements: readonly ContentElement[]): boolean =>
  elements.some(
    (element) =>
      CATALOGUE_ELEMENT_TYPES.includes(element.type) ||
      (element.type === 'shortcut' && Array.isArray(element.content.shortcut)
        ? holdsProducts(element.content.shortcut as ContentElement[])
        : false),
  )

export const pageNeedsCatalogue = (page: Page | null): boolean =>
  page !== null && Object.values(page.content).some(holdsProducts)

/** Whether a page shows the cart itself (cart messages then appear there, not as toasts). */
export const pageShowsCart = (page: Page | null): boolean =>
  page !== null &&
  Object.values(page.content).some((column) => column.some((element) => element.type === 'cart'))
