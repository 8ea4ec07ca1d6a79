import { defineElement } from '../registry/define-element'
import { accountSchema } from './schema'

export const definition = defineElement({
  type: 'account',
  schema: accountSchema,
})
