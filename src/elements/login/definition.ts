import { defineElement } from '../registry/define-element'
import { loginSchema } from './schema'

export const definition = defineElement({
  type: 'login',
  schema: loginSchema,
})
