import { describe, expect, it } from 'vitest'
import { nutritionDeclarationOf } from './nutrition-declaration'

const SHOP = {
  per: '100 ml Aufguss',
  energy_kj: 7,
  energy_kcal: 2,
  fat: 0,
  saturates: 0,
  carbohydrate: 0.3,
  sugars: 0,
  protein: 0,
  salt: 0,
}

describe('nutritionDeclarationOf', () => {
  it("reads the shop's JSON: the mandatory nutrients in Annex XV's order, an optional one in its place", () => {
    const declaration = nutritionDeclarationOf(JSON.stringify({ fibre: 1.5, ...SHOP }))
    expect(declaration).toEqual({
      per: '100 ml Aufguss',
      energy: { kj: 7, kcal: 2 },
      rows: [
        { nutrient: 'fat', grams: 0, part: false },
        { nutrient: 'saturates', grams: 0, part: true },
        { nutrient: 'carbohydrate', grams: 0.3, part: false },
        { nutrient: 'sugars', grams: 0, part: true },
        { nutrient: 'fibre', grams: 1.5, part: false },
        { nutrient: 'protein', grams: 0, part: false },
        { nutrient: 'salt', grams: 0, part: false },
      ],
      micronutrients: [],
    })
  })

  it('gives null for a declaration that would misstate the food: a mandatory nutrient missing, a bad amount, a bad vitamin', () => {
    const { protein: _, ...withoutProtein } = SHOP
    expect(nutritionDeclarationOf(JSON.stringify(withoutProtein))).toBeNull()
    expect(nutritionDeclarationOf(JSON.stringify({ ...SHOP, salt: -1 }))).toBeNull()
    expect(nutritionDeclarationOf(JSON.stringify({ ...SHOP, starch: 'viel' }))).toBeNull()
    expect(nutritionDeclarationOf(JSON.stringify({ ...SHOP, energy_kcal: null }))).toBeNull()
    expect(
      nutritionDeclarationOf(
        JSON.stringify({ ...SHOP, vitamins_minerals: [{ name: 'Vitamin C' }] }),
      ),
    ).toBeNull()
    expect(nutritionDeclarationOf(JSON.stringify({ ...SHOP, per: ' ' }))).toBeNull()
  })

  it('gives null for what is no JSON object, or far too long to be a declaration', () => {
    expect(nutritionDeclarationOf('')).toBeNull()
    expect(nutritionDeclarationOf('{"per":')).toBeNull()
    expect(nutritionDeclarationOf('[1, 2]')).toBeNull()
    expect(nutritionDeclarationOf(JSON.stringify({ ...SHOP, note: 'x'.repeat(20_000) }))).toBeNull()
  })
})
