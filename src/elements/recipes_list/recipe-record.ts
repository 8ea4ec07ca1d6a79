import * as z from 'zod'
import { lenientList, lenientRichText, lenientText } from '../shared/fields'
import { newsRecordFields } from '../shared/news-record'
import { NUTRIENTS, type Nutrient } from './recipe-facts'

/**
 * A recipe as the CMS sends it: an EXT:news record in the shape EXT:headless_news serializes
 * (../shared/news-record.ts: uid, title, teaser, author, media, categories, `slug` = the detail
 * page's URL), plus the `recipe` fields the project's news extension adds (times, servings,
 * ingredients, steps, nutrition per serving). Diets are news categories; their `slug` is the
 * filter value.
 */

/** Minutes, 0 when the editor left it empty. */
const minutes = z.coerce.number().int().nonnegative().catch(0)
const servings = z.coerce.number().int().positive().catch(1)

/** A diet the list can filter by: a news category with a slug fit for an address. */
export const dietSchema = z.object({
  id: z.coerce.number().int(),
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/),
})
export type Diet = z.output<typeof dietSchema>

const NO_TIMES = { preparationTime: 0, cookingTime: 0, servings: 1 }

export const recipeTeaserSchema = z.object({
  ...newsRecordFields,
  recipe: z.object({ preparationTime: minutes, cookingTime: minutes, servings }).catch(NO_TIMES),
})
export type RecipeTeaser = z.output<typeof recipeTeaserSchema>

/** Null for 'a pinch of salt', or where the editor gave no nutrient value. */
const amount = z.coerce.number().positive().nullable().catch(null)

export const ingredientSchema = z.object({
  amount,
  unit: lenientText,
  name: z.string().min(1),
  note: lenientText,
})
export type Ingredient = z.output<typeof ingredientSchema>

const NO_NUTRITION = Object.fromEntries(NUTRIENTS.map((key) => [key, null])) as Record<
  Nutrient,
  null
>
const nutritionSchema = z
  .object(
    Object.fromEntries(NUTRIENTS.map((key) => [key, amount])) as Record<Nutrient, typeof amount>,
  )
  .catch(NO_NUTRITION)

export const recipeDetailSchema = z.object({
  ...newsRecordFields,
  bodytext: lenientRichText,
  recipe: z
    .object({
      preparationTime: minutes,
      cookingTime: minutes,
      servings,
      ingredients: lenientList(ingredientSchema),
      /** Editor HTML per step, in order. */
      steps: lenientList(lenientRichText),
      nutrition: nutritionSchema,
    })
    .catch({ ...NO_TIMES, ingredients: [], steps: [], nutrition: NO_NUTRITION }),
})
export type RecipeDetail = z.output<typeof recipeDetailSchema>
