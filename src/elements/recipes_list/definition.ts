import { defineElement } from '../registry/define-element'
import { recipesListSchema } from './schema'

export const definition = defineElement({
  type: 'recipes_list',
  schema: recipesListSchema,
})
