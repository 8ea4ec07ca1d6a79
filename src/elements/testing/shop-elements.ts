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
