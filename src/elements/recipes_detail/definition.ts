import { defineElement } from '../registry/define-element'
import { recipesDetailSchema } from './schema'

export const definition = defineElement({
  type: 'recipes_detail',
  schema: recipesDetailSchema,
})
