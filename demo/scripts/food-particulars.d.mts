/** Types of food-particulars.mjs, for its unit test. */
export interface RecipeIngredient {
  de: string
  en: string
  /** Its share of the recipe, in %. */
  share: number
  /** Whether the label states the share (QUID). */
  quid: boolean
}

export interface Food {
  recipe: RecipeIngredient[]
  allergens?: string[]
  per: [de: string, en: string]
  amounts: Record<string, number>
  micronutrients?: [de: string, en: string, amount: number, unit: string, nrv: number][]
  statements?: [de: string, en: string][]
}

export declare const FOODS: Record<string, Food>
export declare const ingredientsOf: (recipe: RecipeIngredient[], language: 'de' | 'en') => string
export declare const foodParticulars: (food: Food) => {
  de: Record<string, string>
  en: Record<string, string>
}
