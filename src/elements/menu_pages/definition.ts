import { defineElement } from '../registry/define-element'
import { menuPagesSchema } from './schema'

export const definition = defineElement({
  type: 'menu_pages',
  schema: menuPagesSchema,
  chunk: 'content',
})
