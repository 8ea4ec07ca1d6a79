import { element } from '../testing/element'
import { listingFillOf } from '../testing/listing-fill'

/**
 * The shop elements as the worker renders them: the CMS's fields (demo/cms/content/builders/:
 * header fields plus the listing's category and page size) and the listing's fill with the
 * fixture's three products; the cart comes from the shopper's cart (see ./commerce.tsx).
 */
export const fixture = element(801, 'product_listing', {
  header: 'Alle Produkte',
  subheader: '',
  headerLayout: 3,
  headerPosition: '',
  headerLink: '',
  categoryId: 42,
  pageSize: 12,
  listing: listingFillOf(),
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Magnesium 400'
