import * as z from 'zod'
import { lenientText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'
import { recipeDetailSchema } from '../recipes_list/recipe-record'

/**
 * The recipe detail plugin (CType recipes_detail): EXT:headless_news' detail answer in `data`
 * (`detail`, `settings`). TYPO3's route enhancer puts the recipe of the address in: a page
 * without one (an unknown recipe) is the CMS's 404, never this element. `link` is the list
 * page's URL, the way back.
 */
export const recipesDetailSchema = z.object({
  ...headerFields,
  link: lenientText,
  data: z.object({ detail: recipeDetailSchema }),
})
export type RecipesDetailContent = z.output<typeof recipesDetailSchema>
