import { z } from 'zod'
import { headerFields } from './field-schemas'

/** The shop's and the customer account's elements: what the storefront's shop renderers parse. */
export const SHOP_ELEMENT_CONTENT = {
  product_listing: z.strictObject({
    ...headerFields,
    categoryId: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  }),
  product_detail: z.strictObject({
    ...headerFields,
    urlKey: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  }),
  cart: z.strictObject(headerFields),
  checkout_success: z.strictObject({ ...headerFields, bodytext: z.string() }),
  login: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account: z.strictObject({
    ...headerFields,
    bodytext: z.string(),
    links: z.array(z.strictObject({ title: z.string(), link: z.string().startsWith('/') })),
  }),
  account_register: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account_password: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account_information: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account_addresses: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account_wishlist: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account_orders: z.strictObject({ ...headerFields, returnsLink: z.string().startsWith('/') }),
  account_returns: z.strictObject({ ...headerFields, ordersLink: z.string().startsWith('/') }),
  order_lookup: z.strictObject(headerFields),
}
