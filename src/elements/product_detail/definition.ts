import { defineElement } from '../registry/define-element'
import { productDetailFill } from './fill'
import { productDetailSchema } from './schema'

export const definition = defineElement({
  type: 'product_detail',
  schema: productDetailSchema,
  fill: productDetailFill,
})
