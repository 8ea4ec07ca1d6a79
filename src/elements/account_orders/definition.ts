import { defineElement } from '../registry/define-element'
import { accountOrdersSchema } from './schema'

export const definition = defineElement({
  type: 'account_orders',
  schema: accountOrdersSchema,
})
