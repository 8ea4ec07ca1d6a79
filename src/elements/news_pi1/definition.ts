import { defineElement } from '../registry/define-element'
import { newsSchema } from './schema'

export const definition = defineElement({
  type: 'news_pi1',
  schema: newsSchema,
})
