import { type NutrientRow, nutrientRowOf } from '../catalogue/nutrients'
import {
  type NutritionDeclaration,
  nutritionDeclarationOf,
} from '../catalogue/nutrition-declaration'
import { presentEntries } from './present-entries'

export type { NutrientRow } from '../catalogue/nutrients'

/**
 * The facts EU law asks a food supplement or a food to show before a distance purchase
 * (Regulation (EU) 1169/2011 art. 9 and 14, Directive 2002/46/EC art. 6 and 8), from the shop's
 * product attributes (Magento 2.4.8's ProductInterface.custom_attributesV2; the demo shop's are
 * in demo/migrations/0013_product_facts.sql and 0017_food_particulars.sql). Only the detail page
 * asks for them: a listing's tiles do not show them, and a listing's page stays small.
 */
export const SUPPLEMENT_FACTS_FIELDS = /* GraphQL */ `
  custom_attributesV2(filters: { is_visible_on_front: true }) {
    items {
      code
      ... on AttributeValue {
        value
      }
      ... on AttributeSelectedOptions {
        selected_options {
          label
          value
        }
      }
    }
  }
`

export interface RawCustomAttributes {
  items?:
    | ({
        code?: string | null
        value?: string | null
        selected_options?: ({ label?: string | null; value?: string | null } | null)[] | null
      } | null)[]
    | null
}

export interface NutrientTable {
  /** The dose the amounts are of, e.g. '1 Kapsel'. */
  per: string
  rows: NutrientRow[]
}

/** A product's facts as the shop sends them; '' or empty where it has none. */
export interface ShopSupplementFacts {
  /** The shop's HTML (allergens in <strong>), not yet sanitised. */
  ingredientsHtml: string
  nutrients: NutrientTable | null
  dailyDose: string
  warnings: string[]
  /** The labels of the allergens it contains, in the store view's language. */
  allergens: string[]
  /** The shop states it contains none of the allergens of Annex II (the option 'none'). */
  noAllergens: boolean
  /** A food's energy and nutrients per 100 g or 100 ml; null for a supplement (art. 29). */
  nutrition: NutritionDeclaration | null
  netQuantity: string
  /** Name and address of the food business operator. */
  operator: string
  /** Pharmazentralnummer, the German pharmacy article number. */
  pzn: string
}

/** The attribute codes the facts are read from. */
const CODES = {
  ingredients: 'supplement_ingredients',
  nutrients: 'nutrient_table',
  dailyDose: 'daily_dose',
  warnings: 'warnings',
  allergens: 'allergens',
  nutrition: 'nutrition_declaration',
  netQuantity: 'net_quantity',
  operator: 'food_business_operator',
  pzn: 'pzn',
} as const

/** A nutrient table is JSON in a textarea attribute; this size is far above a real one. */
const MAX_TABLE_LENGTH = 20_000

/** The allergens' option that says there are none, never an allergen's label. */
const NO_ALLERGENS = 'none'

/**
 * The nutrient table, or null where it is missing or unreadable: a table with one bad line
 * would misstate the product, so the whole table is left out rather than a part of it.
 */
export const nutrientTableOf = (json: string): NutrientTable | null => {
  if (!json || json.length > MAX_TABLE_LENGTH) return null
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { per, rows } = value as Record<string, unknown>
  if (typeof per !== 'string' || !Array.isArray(rows) || rows.length === 0) return null
  const parsed = rows.map(nutrientRowOf)
  return parsed.every((row): row is NutrientRow => row !== null) ? { per, rows: parsed } : null
}

export const supplementFactsOf = (raw: RawCustomAttributes | null | undefined) => {
  const attributes = presentEntries(raw?.items)
  const text = (code: string) =>
    attributes.find((attribute) => attribute.code === code)?.value?.trim() ?? ''
  const options = presentEntries(
    attributes.find((attribute) => attribute.code === CODES.allergens)?.selected_options,
  )
  const allergens = options.flatMap((option) =>
    option.label && option.value !== NO_ALLERGENS ? [option.label] : [],
  )
  const facts: ShopSupplementFacts = {
    ingredientsHtml: text(CODES.ingredients),
    nutrients: nutrientTableOf(text(CODES.nutrients)),
    dailyDose: text(CODES.dailyDose),
    warnings: text(CODES.warnings)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    allergens,
    noAllergens: allergens.length === 0 && options.some((option) => option.value === NO_ALLERGENS),
    nutrition: nutritionDeclarationOf(text(CODES.nutrition)),
    netQuantity: text(CODES.netQuantity),
    operator: text(CODES.operator),
    pzn: text(CODES.pzn),
  }
  return facts
}
