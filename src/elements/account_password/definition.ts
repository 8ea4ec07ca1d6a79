import { defineElement } from '../registry/define-element'
import { accountPasswordSchema } from './schema'

export const definition = defineElement({
  type: 'account_password',
  schema: accountPasswordSchema,
})
