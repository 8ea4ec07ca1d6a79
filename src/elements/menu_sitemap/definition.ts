import { defineElement } from '../registry/define-element'
import { menuSitemapSchema } from './schema'

export const definition = defineElement({
  type: 'menu_sitemap',
  schema: menuSitemapSchema,
  chunk: 'content-more',
})
