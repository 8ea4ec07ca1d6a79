import * as z from 'zod'
import { lenientList, lenientText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'
import { dietSchema, recipeTeaserSchema } from './recipe-record'

/**
 * The recipe list plugin (CType recipes_list): EXT:headless_news' list answer in `data`
 * (`list`, `settings`), plus what the CMS filtered by and could filter by. TYPO3 applies the
 * filters (the plugin's demand, from the whitelisted `diet` and `time` parameters of the page
 * request), so the list in the cached page is already the filtered one and `demand` says which
 * filters it applied: a value the CMS did not know is not in it. `link` is the list page's URL,
 * which the filter links lead to.
 */
export const recipesListSchema = z.object({
  ...headerFields,
  link: lenientText,
  data: z.object({
    list: z.array(z.unknown()).transform((items) => lenientList(recipeTeaserSchema).parse(items)),
    filters: z
      .object({
        diets: lenientList(dietSchema),
        /** Upper limits of the total time, in minutes. */
        times: lenientList(z.number().int().positive()),
      })
      .catch({ diets: [], times: [] }),
    demand: z
      .object({ diet: lenientText, time: z.coerce.number().int().nonnegative().catch(0) })
      .catch({ diet: '', time: 0 }),
  }),
})
export type RecipesListContent = z.output<typeof recipesListSchema>
