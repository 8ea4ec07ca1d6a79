import { defineElement } from '../registry/define-element'
import { textpicSchema } from './schema'

export const definition = defineElement({
  type: 'textpic',
  schema: textpicSchema,
  chunk: 'content',
})
