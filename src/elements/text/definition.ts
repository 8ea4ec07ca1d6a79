import { defineElement } from '../registry/define-element'
import { textSchema } from './schema'

export const definition = defineElement({
  type: 'text',
  schema: textSchema,
  chunk: 'content',
})
