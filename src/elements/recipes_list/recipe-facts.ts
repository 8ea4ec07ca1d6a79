/**
 * Plain facts about recipes that renders and the head's structured data share. Free of zod (the
 * record schemas in ./recipe-record.ts are the worker's): this module ships to the browser.
 */

/** Grams per serving, energy in kcal: the EU nutrition declaration's rows. */
export const NUTRIENTS = [
  'energy',
  'protein',
  'carbohydrates',
  'sugar',
  'fat',
  'saturatedFat',
  'fibre',
  'salt',
] as const
export type Nutrient = (typeof NUTRIENTS)[number]

/** The total time a teaser shows and the time filter reads: preparation plus cooking. */
export const totalMinutes = (recipe: { preparationTime: number; cookingTime: number }): number =>
  recipe.preparationTime + recipe.cookingTime
