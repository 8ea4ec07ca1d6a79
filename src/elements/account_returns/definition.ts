import { defineElement } from '../registry/define-element'
import { accountReturnsSchema } from './schema'

export const definition = defineElement({
  type: 'account_returns',
  schema: accountReturnsSchema,
})
