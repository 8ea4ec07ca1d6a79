import { defineElement } from '../registry/define-element'
import { listingFill } from './fill'
import { productListingSchema } from './schema'

export const definition = defineElement({
  type: 'product_listing',
  schema: productListingSchema,
  fill: listingFill,
})
