import { defineElement } from '../registry/define-element'
import { accountRegisterSchema } from './schema'

export const definition = defineElement({
  type: 'account_register',
  schema: accountRegisterSchema,
})
