import { defineElement } from '../registry/define-element'
import { orderLookupSchema } from './schema'

export const definition = defineElement({
  type: 'order_lookup',
  schema: orderLookupSchema,
})
