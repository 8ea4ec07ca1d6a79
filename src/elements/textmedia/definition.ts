import { defineElement } from '../registry/define-element'
import { textMediaSchema } from './schema'

export const definition = defineElement({
  type: 'textmedia',
  schema: textMediaSchema,
  chunk: 'content',
})
