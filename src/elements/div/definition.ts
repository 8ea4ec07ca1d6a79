import { defineElement } from '../registry/define-element'
import { divSchema } from './schema'

export const definition = defineElement({
  type: 'div',
  schema: divSchema,
  chunk: 'content-more',
})
