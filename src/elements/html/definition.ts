import { defineElement } from '../registry/define-element'
import { htmlSchema } from './schema'

export const definition = defineElement({
  type: 'html',
  schema: htmlSchema,
  chunk: 'content-more',
})
