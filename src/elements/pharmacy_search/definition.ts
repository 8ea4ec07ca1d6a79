import { defineElement } from '../registry/define-element'
import { pharmacySearchSchema } from './schema'

export const definition = defineElement({
  type: 'pharmacy_search',
  schema: pharmacySearchSchema,
})
