import { defineElement } from '../registry/define-element'
import { imageSchema } from './schema'

export const definition = defineElement({
  type: 'image',
  schema: imageSchema,
  chunk: 'content',
})
