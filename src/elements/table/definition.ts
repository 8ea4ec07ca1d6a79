import { defineElement } from '../registry/define-element'
import { tableSchema } from './schema'

export const definition = defineElement({
  type: 'table',
  schema: tableSchema,
  chunk: 'content-more',
})
