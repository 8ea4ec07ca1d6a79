import { defineElement } from '../registry/define-element'
import { containerSchemaOf } from './schema'

export const definition = defineElement({
  type: 'container',
  schema: containerSchemaOf,
  chunk: 'content-more',
})
