import { defineElement } from '../registry/define-element'
import { cartSchema } from './schema'

export const definition = defineElement({
  type: 'cart',
  schema: cartSchema,
})
