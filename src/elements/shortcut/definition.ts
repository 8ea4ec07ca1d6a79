import { defineElement } from '../registry/define-element'
import { shortcutSchemaOf } from './schema'

export const definition = defineElement({
  type: 'shortcut',
  schema: shortcutSchemaOf,
  chunk: 'content',
})
