import { plainTextOf } from '../product_detail/product-detail'
import { NUTRIENTS, totalMinutes } from '../recipes_list/recipe-facts'
import type { RecipeDetail } from '../recipes_list/recipe-record'
import type { RecipesDetailContent } from './schema'

/** ISO 8601 durations, as schema.org's prepTime and cookTime take them: 20 → 'PT20M'. */
const duration = (minutes: number) => `PT${minutes}M`

const NUTRITION_PROPERTIES: Record<(typeof NUTRIENTS)[number], [property: string, unit: string]> = {
  energy: ['calories', 'kcal'],
  protein: ['proteinContent', 'g'],
  carbohydrates: ['carbohydrateContent', 'g'],
  sugar: ['sugarContent', 'g'],
  fat: ['fatContent', 'g'],
  saturatedFat: ['saturatedFatContent', 'g'],
  fibre: ['fiberContent', 'g'],
  salt: ['sodiumContent', 'g'],
}

/**
 * schema.org Recipe for a recipe detail page (https://schema.org/Recipe; Google's recipe snippet:
 * name, image, description, author, times, yield, ingredients, instructions, nutrition). Salt is
 * what the EU declaration gives; schema.org asks for sodium, which is salt / 2.5.
 */
export const recipeStructuredData = (
  recipe: RecipeDetail,
  pageUrl: string,
  origin: string,
): Record<string, unknown> => {
  const { preparationTime, cookingTime, servings, ingredients, steps, nutrition } = recipe.recipe
  const nutritionData: Record<string, unknown> = { '@type': 'NutritionInformation' }
  for (const nutrient of NUTRIENTS) {
    const value = nutrition[nutrient]
    if (value === null) continue
    const [property, unit] = NUTRITION_PROPERTIES[nutrient]
    const amount = nutrient === 'salt' ? Math.round((value / 2.5) * 100) / 100 : value
    nutritionData[property] = `${amount} ${unit}`
  }
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    url: pageUrl,
    image: recipe.media
      .filter((file) => file.type === 'image')
      .map((file) => new URL(file.url, origin).toString()),
    description: recipe.teaser,
    prepTime: duration(preparationTime),
    cookTime: duration(cookingTime),
    totalTime: duration(totalMinutes(recipe.recipe)),
    recipeYield: String(servings),
    recipeCategory: recipe.categories.map((category) => category.title),
    recipeIngredient: ingredients.map((ingredient) =>
      [ingredient.amount, ingredient.unit, ingredient.name].filter((part) => part).join(' '),
    ),
    recipeInstructions: steps
      .map(plainTextOf)
      .filter((text) => text !== '')
      .map((text) => ({ '@type': 'HowToStep', text })),
  }
  if (recipe.author.author) data.author = { '@type': 'Person', name: recipe.author.author }
  if (Object.keys(nutritionData).length > 1) data.nutrition = nutritionData
  return data
}

/** The recipe of a recipe detail element, if the element parsed. */
export const recipeOfContent = (content: unknown): RecipeDetail | null =>
  (content as RecipesDetailContent | undefined)?.data?.detail ?? null
