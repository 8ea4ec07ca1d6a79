import { productDetailOf } from '../product_detail/product-detail'
import { magnesium } from './commerce'
import { element } from './text-elements'

/**
 * The shop elements as the demo CMS sends them (demo/cms/content/builders.ts): header fields
 * plus the listing's category and page size; the products come from the catalogue, the cart
 * from the shopper's cart (see ./commerce.tsx).
 */
export const productListingElement = element(801, 'product_listing', {
  header: 'Alle Produkte',
  subheader: '',
  headerLayout: 3,
  headerPosition: '',
  headerLink: '',
  categoryId: 42,
  pageSize: 12,
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
 * `detail` filled from the shop (src/worker/routes/product-details.ts). Magnesium 400, linked to
 * the two other products of the fixture catalogue.
 */
export const productDetailElement = element(807, 'product_detail', {
  urlKey: 'magnesium-400',
  detail: productDetailOf({
    product: magnesium,
    urlKey: 'magnesium-400',
    metaTitle: '',
    metaDescription: '',
    shortDescriptionHtml: '<p>Hochdosiertes Magnesium für Muskeln und Nerven.</p>',
    descriptionHtml:
      '<p>Magnesium trägt zur normalen Muskelfunktion bei.</p><script>alert(1)</script>',
    images: [
      { url: 'https://shop.example/media/MAG-400.svg', label: 'Magnesium 400' },
      { url: 'https://shop.example/media/MAG-400-back.svg', label: 'Rückseite der Packung' },
    ],
    ratingSummary: 90,
    reviewCount: 3,
    relatedIds: ['1'],
    crosssellIds: ['3'],
    leaflets: [
      {
        title: 'Gebrauchsinformation',
        url: 'https://shop.example/vitalis/leaflets/MAG-400-gebrauchsinformation.pdf',
        fileName: 'MAG-400-gebrauchsinformation.pdf',
      },
    ],
  }),
})
