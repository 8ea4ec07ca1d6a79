import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildCatalogue, catalogueGrowthStatements } from './catalogue.mjs'
import { FOODS, foodParticulars, ingredientsOf } from './food-particulars.mjs'
import { energyOf, nutritionDeclaration, roundNutrient } from './nutrition-declaration.mjs'
import { particularsSql } from './particulars-sql.mjs'

const catalogue = buildCatalogue()

describe('the foods’ particulars', () => {
  it('wrote the committed migration 0017 (rerun generate-catalogue.mjs after changing them)', () => {
    const committed = readFileSync(
      new URL('../migrations/0017_food_particulars.sql', import.meta.url),
      'utf8',
    )
    expect(particularsSql(catalogue)).toBe(committed)
  })

  it('has the particulars of every food of the catalogue', () => {
    const foods = catalogue.flatMap((brand) =>
      brand.products.filter((p) => p.type === 'Lebensmittel').map((p) => p.sku),
    )
    expect(Object.keys(FOODS).sort()).toEqual(foods.sort())
  })

  it.each(Object.entries(FOODS))(
    'lists the ingredients of %s by descending weight, adding up to 100 %%',
    (_, { recipe }) => {
      const shares = recipe.map((ingredient) => ingredient.share)
      expect(shares).toEqual([...shares].sort((a, b) => b - a))
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 9)
    },
  )

  it('writes a share as each language does, in the place the ingredient keeps for it', () => {
    const recipe = [
      { de: 'Gemüse ({%}: Karotte)', en: 'vegetables ({%}: carrot)', share: 32.5, quid: true },
      { de: 'Meersalz', en: 'sea salt', share: 67.5, quid: false },
    ]
    expect(ingredientsOf(recipe, 'de')).toBe('Gemüse (32,5 %: Karotte), Meersalz')
    expect(ingredientsOf(recipe, 'en')).toBe('Vegetables (32.5%: carrot), sea salt')
  })

  it('says "none" where a food has no allergen, and refuses a recipe that does not add up', () => {
    expect(foodParticulars(FOODS['VIT-ABENDTEE']!).de.allergens).toBe('none')
    expect(foodParticulars(FOODS['STO-GEMUESEBRUEHE']!).de.allergens).toBe('celery')
    const [first, ...rest] = FOODS['VIT-ABENDTEE']!.recipe
    expect(() =>
      foodParticulars({ ...FOODS['VIT-ABENDTEE']!, recipe: [{ ...first!, share: 30 }, ...rest] }),
    ).toThrow('a recipe adds up to 95 %')
  })
})

describe('the nutrition declaration', () => {
  it('works out the energy with the factors of Annex XIV (polyols 2.4 kcal, fibre 2 kcal a gram)', () => {
    expect(energyOf({ fat: 10, carbohydrate: 50, polyols: 20, protein: 5, fibre: 10 })).toEqual({
      kj: 37 * 10 + 17 * 30 + 10 * 20 + 17 * 5 + 8 * 10,
      kcal: 9 * 10 + 4 * 30 + 48 + 4 * 5 + 2 * 10,
    })
  })

  it('rounds as the Commission’s guidance does', () => {
    expect(roundNutrient('fat', 0.5)).toBe(0)
    expect(roundNutrient('fat', 0.56)).toBe(0.6)
    expect(roundNutrient('carbohydrate', 34.8)).toBe(35)
    expect(roundNutrient('saturates', 0.1)).toBe(0)
    expect(roundNutrient('saturates', 0.14)).toBe(0.1)
    expect(roundNutrient('salt', 0.0125)).toBe(0)
    expect(roundNutrient('salt', 0.456)).toBe(0.46)
    expect(roundNutrient('salt', 2.05)).toBe(2.1)
  })

  it('declares the mandatory nutrients in the order of Annex XV, vitamins with their % NRV', () => {
    const declaration = nutritionDeclaration(
      '100 g',
      { salt: 0.2, protein: 1, sugars: 5, carbohydrate: 10, saturates: 0.2, fat: 1, fibre: 2 },
      [['Vitamin C', 200, 'mg', 80]],
    )
    expect(Object.keys(declaration)).toEqual([
      'per',
      'energy_kj',
      'energy_kcal',
      'fat',
      'saturates',
      'carbohydrate',
      'sugars',
      'fibre',
      'protein',
      'salt',
      'vitamins_minerals',
    ])
    expect(declaration.vitamins_minerals).toEqual([
      { name: 'Vitamin C', amount: 200, unit: 'mg', nrv: 250 },
    ])
    expect(() => nutritionDeclaration('100 g', { fat: 1, saturates: 0.5 })).toThrow(
      'no carbohydrate per 100 g',
    )
  })
})

describe('the grown catalogue (the bench’s 2,000 products)', () => {
  it('gives each edition the facts of its written product, but its PZN', () => {
    const statements = catalogueGrowthStatements({ vitalis: 200 })
    const copy = statements.find((s) => s.includes('JOIN product_attribute_values v'))
    expect(copy).toMatch(/^INSERT INTO product_attribute_values .* FROM \(VALUES \(1000001, \d+\)/)
    expect(copy).toContain("WHERE v.attribute_code <> 'pzn'")
    // Before the grown families, whose sizes copy their parent's facts.
    const families = statements.findIndex((s) => s.startsWith('UPDATE products SET type_id'))
    expect(statements.indexOf(copy!)).toBeLessThan(families)
    expect(statements).toContain(
      "UPDATE products SET description = replace(description, 'Verzehrmenge', 'Verzehrsmenge') WHERE instr(description, 'Verzehrmenge') > 0 AND store = 'vitalis';",
    )
  })
})
