/** Types of nutrition-declaration.mjs, for its unit test. */
export declare const NUTRIENT_ORDER: [nutrient: string, mandatory: boolean][]
export declare const roundNutrient: (nutrient: string, grams: number) => number
export declare const energyOf: (amounts: Record<string, number>) => { kj: number; kcal: number }
export declare const nutritionDeclaration: (
  per: string,
  amounts: Record<string, number>,
  micronutrients?: [name: string, amount: number, unit: string, nrv: number][],
) => Record<string, unknown>
