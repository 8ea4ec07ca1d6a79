import { defineElement } from '../registry/define-element'
import { formFrameworkSchema } from './schema'

export const definition = defineElement({
  type: 'form_formframework',
  schema: formFrameworkSchema,
})
