import type { ContentElement } from '../../types'
import type { Builder } from '../builders'
import type { PageSpec } from '../model'
import type { PageMeta } from './page-values'

/**
 * A brand's products page: a header, the listing of the brand's root category and what the
 * brand says about its range before or after the listing (a table of forms, a note, a list).
 */
export interface ProductsValues {
  meta: PageMeta
  header: { title: string; subheader: string }
  listing: { title: string; pageSize: number }
  before?: (b: Builder) => ContentElement[]
  after?: (b: Builder) => ContentElement[]
}

export const productsPage = (products: ProductsValues, layoutColor: string): PageSpec => ({
  key: 'products',
  parent: 'home',
  slug: '/produkte',
  ...products.meta,
  layoutColor,
  content: (b) => [
    b.header(products.header.title, { subheader: products.header.subheader }),
    ...(products.before?.(b) ?? []),
    b.productListing(products.listing.title, b.rootCategoryId, products.listing.pageSize, {
      headerLayout: 2,
    }),
    ...(products.after?.(b) ?? []),
  ],
})
