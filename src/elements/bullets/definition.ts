import { defineElement } from '../registry/define-element'
import { bulletsSchema } from './schema'

export const definition = defineElement({
  type: 'bullets',
  schema: bulletsSchema,
  chunk: 'content',
})
