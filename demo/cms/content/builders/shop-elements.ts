import { URL_KEY_PLACEHOLDER } from '../../product-route'
import type { ElementOptions, MakeElement } from './element-frame'

/** The shop's elements: listing, product detail, cart and the order confirmation. */
export const shopElements = (element: MakeElement) => ({
  productListing: (header: string, categoryId: number, pageSize: number, o: ElementOptions = {}) =>
    element('product_listing', header, o, { categoryId, pageSize }),
  /** The product plugin; the route enhancer (../../product-route.ts) puts the url key in. */
  productDetail: () => element('product_detail', '', {}, { urlKey: URL_KEY_PLACEHOLDER }),
  cart: (header: string, o: ElementOptions = {}) => element('cart', header, o),
  checkoutSuccess: (header: string, bodytext: string, o: ElementOptions = {}) =>
    element('checkout_success', header, o, { bodytext }),
})
