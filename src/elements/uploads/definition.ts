import { defineElement } from '../registry/define-element'
import { uploadsSchema } from './schema'

export const definition = defineElement({
  type: 'uploads',
  schema: uploadsSchema,
  chunk: 'content-more',
})
