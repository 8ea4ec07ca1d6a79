import { defineElement } from '../registry/define-element'
import { checkoutSuccessSchema } from './schema'

export const definition = defineElement({
  type: 'checkout_success',
  schema: checkoutSuccessSchema,
})
