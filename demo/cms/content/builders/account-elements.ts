import type { ElementOptions, MakeElement } from './element-frame'

/** The customer account's elements: sign-in, overview, the account forms and areas. */
export const accountElements = (element: MakeElement) => ({
  login: (header: string, o: ElementOptions & { bodytext?: string } = {}) =>
    element('login', header, o, { bodytext: o.bodytext ?? '' }),
  /** The account overview: greeting, the account areas (`links`), sign-out. */
  account: (
    header: string,
    o: ElementOptions & { bodytext?: string; links?: { title: string; link: string }[] } = {},
  ) => element('account', header, o, { bodytext: o.bodytext ?? '', links: o.links ?? [] }),
  /** Create an account, password forgotten/reset, account information (storefront forms). */
  accountScreen: (
    type: 'account_register' | 'account_password' | 'account_information',
    header: string,
    bodytext: string,
    o: ElementOptions = {},
  ) => element(type, header, o, { bodytext }),
  accountAddresses: (header: string, bodytext: string, o: ElementOptions = {}) =>
    element('account_addresses', header, o, { bodytext }),
  /** The customer's wishlist (items, remove, move to the cart). */
  accountWishlist: (header: string, bodytext: string, o: ElementOptions = {}) =>
    element('account_wishlist', header, o, { bodytext }),
  /** The account's orders (list and, with ?order=, one order); `returnsLink`: the returns page. */
  accountOrders: (header: string, returnsLink: string, o: ElementOptions = {}) =>
    element('account_orders', header, o, { returnsLink }),
  /** The account's returns (list, ?return= one return, ?order= a new return for an order). */
  accountReturns: (header: string, ordersLink: string, o: ElementOptions = {}) =>
    element('account_returns', header, o, { ordersLink }),
  /** The guest order lookup (order number, email, last name). */
  orderLookup: (header: string, o: ElementOptions = {}) => element('order_lookup', header, o),
})
