import { defineElement } from '../registry/define-element'
import { menuSubpagesSchema } from './schema'

export const definition = defineElement({
  type: 'menu_subpages',
  schema: menuSubpagesSchema,
  chunk: 'content',
})
