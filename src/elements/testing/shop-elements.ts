import { EMPTY_LISTING_QUERY, type ListingState, type Product } from '../../shop'
import { productDetailOf } from '../product_detail/product-detail'
import { FIXTURE_PRODUCTS, magnesium, vitaminD3, zinc } from './commerce'
import { element } from './text-elements'

/**
 * A listing's fill as the worker adds it (src/elements/product_listing/fill.ts): one page of
 * the given products, no facets.
 */
export const listingFillOf = (products: readonly Product[] = FIXTURE_PRODUCTS): ListingState => ({
  kind: 'result',
  path: '/produkte',
  query: EMPTY_LISTING_QUERY,
  result: {
    items: [...products],
    total: products.length,
    currentPage: 1,
    totalPages: products.length > 0 ? 1 : 0,
    aggregations: [],
    categories: [],
  },
})

/**
 * The shop elements as the worker renders them: the CMS's fields (demo/cms/content/builders/:
 * header fields plus the listing's category and page size) and the listing's fill with the
 * fixture's three products; the cart comes from the shopper's cart (see ./commerce.tsx).
 */
export const productListingElement = element(801, 'product_listing', {
  header: 'Alle Produkte',
  subheader: '',
  headerLayout: 3,
  headerPosition: '',
  headerLink: '',
  categoryId: 42,
  pageSize: 12,
  listing: listingFillOf(),
})

export const cartElement = element(802, 'cart', {
  header: 'Ihr Warenkorb',
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
})

export const checkoutSuccessElement = element(803, 'checkout_success', {
  header: 'Vielen Dank für Ihre Bestellung!',
  subheader: '',
  headerLayout: 1,
  headerPosition: '',
  headerLink: '',
  bodytext: '<p>Wir packen Ihr Paket und schicken Ihnen die Sendungsnummer per E-Mail.</p>',
})

/**
 * The product detail element as the worker renders it: the url key from TYPO3's route enhancer,
 * `detail` filled from the shop (src/elements/product_detail/fill.ts). Magnesium 400, linked to
 * the two other products of the fixture.
 */
export const productDetailElement = element(807, 'product_detail', {
  urlKey: 'magnesium-400',
  detail: productDetailOf({
    product: magnesium,
    urlKey: 'magnesium-400',
    metaTitle: '',
    metaDescription: '',
    sizeFacts: {},
    shortDescriptionHtml: '<p>Hochdosiertes Magnesium für Muskeln und Nerven.</p>',
    descriptionHtml:
      '<p>Magnesium trägt zur normalen Muskelfunktion bei.</p><script>alert(1)</script>',
    images: [
      { url: 'https://shop.example/media/MAG-400.jpg', label: 'Magnesium 400' },
      { url: 'https://shop.example/media/MAG-400-back.jpg', label: 'Rückseite der Packung' },
    ],
    ratingSummary: 90,
    reviewCount: 3,
    related: [vitaminD3],
    crosssell: [zinc],
    leaflets: [
      {
        title: 'Gebrauchsinformation',
        url: 'https://shop.example/vitalis/leaflets/MAG-400-gebrauchsinformation.pdf',
        fileName: 'MAG-400-gebrauchsinformation.pdf',
      },
    ],
    facts: {
      ingredientsHtml:
        'Magnesiumcitrat, Füllstoff Cellulose, Emulgator Lecithine (<strong>Soja</strong>)<script>alert(1)</script>',
      nutrients: {
        per: '1 Tablette',
        rows: [
          { name: 'Magnesium', amount: 400, unit: 'mg', nrv: 107 },
          { name: 'Hopfenextrakt', amount: 12.5, unit: 'mg', nrv: null },
        ],
      },
      dailyDose: '1 Tablette täglich',
      warnings: [
        'Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden.',
        'Außerhalb der Reichweite von kleinen Kindern lagern.',
      ],
      allergens: ['Soja'],
      noAllergens: false,
      nutrition: null,
      netQuantity: '100 Tabletten (150 g)',
      operator: 'Vitalis GmbH, Hafenstraße 12, 20457 Hamburg, Deutschland',
      pzn: '12345678',
    },
  }),
})
