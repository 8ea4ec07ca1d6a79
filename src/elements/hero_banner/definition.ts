import { defineElement } from '../registry/define-element'
import { heroBannerSchema } from './schema'

export const definition = defineElement({
  type: 'hero_banner',
  schema: heroBannerSchema,
  chunk: 'hero',
})
