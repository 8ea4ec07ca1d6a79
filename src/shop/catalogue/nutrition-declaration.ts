import { type NutrientRow, nutrientRowOf } from './nutrients'

/**
 * A food's nutrition declaration (Regulation (EU) 1169/2011 art. 30-35): energy and nutrients
 * per 100 g or 100 ml, read from the shop's product attribute nutrition_declaration (JSON; the
 * demo shop's are in demo/migrations/0017_food_particulars.sql). The shop sends the amounts; the
 * storefront names the nutrients in the page's language, with the words Annex XV gives them.
 */

/** Annex XV's nutrients in its order; `part`: an "of which" line of the one above. */
export const NUTRIENTS = [
  { nutrient: 'fat', mandatory: true, part: false },
  { nutrient: 'saturates', mandatory: true, part: true },
  { nutrient: 'mono_unsaturates', mandatory: false, part: true },
  { nutrient: 'polyunsaturates', mandatory: false, part: true },
  { nutrient: 'carbohydrate', mandatory: true, part: false },
  { nutrient: 'sugars', mandatory: true, part: true },
  { nutrient: 'polyols', mandatory: false, part: true },
  { nutrient: 'starch', mandatory: false, part: true },
  { nutrient: 'fibre', mandatory: false, part: false },
  { nutrient: 'protein', mandatory: true, part: false },
  { nutrient: 'salt', mandatory: true, part: false },
] as const

export type Nutrient = (typeof NUTRIENTS)[number]['nutrient']

export interface NutritionRow {
  nutrient: Nutrient
  grams: number
  /** An "of which" line: saturates of the fat, sugars of the carbohydrate. */
  part: boolean
}

export interface NutritionDeclaration {
  /** What the amounts are of, in the store view's language: '100 g', '100 ml Aufguss'. */
  per: string
  energy: { kj: number; kcal: number }
  /** The nutrients the shop declares, in Annex XV's order, the mandatory ones always. */
  rows: NutritionRow[]
  /** Vitamins and minerals per 100 g or 100 ml with their % NRV (art. 32(3)). */
  micronutrients: NutrientRow[]
}

/** A declaration is a few hundred characters; this is far above a real one. */
const MAX_JSON_LENGTH = 20_000

const amountOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null

/**
 * The declaration, or null where it is missing, unreadable or incomplete: a declaration without
 * one of its mandatory nutrients, or with one bad line, would misstate the food, so none is shown
 * rather than a part.
 */
export const nutritionDeclarationOf = (json: string): NutritionDeclaration | null => {
  if (!json || json.length > MAX_JSON_LENGTH) return null
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const fields = value as Record<string, unknown>
  const kj = amountOf(fields.energy_kj)
  const kcal = amountOf(fields.energy_kcal)
  if (typeof fields.per !== 'string' || !fields.per.trim() || kj === null || kcal === null) {
    return null
  }
  const rows: NutritionRow[] = []
  for (const { nutrient, mandatory, part } of NUTRIENTS) {
    if (fields[nutrient] === undefined && !mandatory) continue
    const grams = amountOf(fields[nutrient])
    if (grams === null) return null
    rows.push({ nutrient, grams, part })
  }
  const listed = fields.vitamins_minerals ?? []
  if (!Array.isArray(listed)) return null
  const micronutrients = listed.map(nutrientRowOf)
  if (!micronutrients.every((row): row is NutrientRow => row !== null)) return null
  return { per: fields.per.trim(), energy: { kj, kcal }, rows, micronutrients }
}
