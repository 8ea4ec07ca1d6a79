import { defineElement } from '../registry/define-element'
import { headerSchema } from './schema'

export const definition = defineElement({
  type: 'header',
  schema: headerSchema,
  chunk: 'content',
})
