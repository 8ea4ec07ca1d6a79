import { describe, expect, it } from 'vitest'
import { supplementFactsOf } from './supplement-facts'

const allergens = (...options: [value: string, label: string][]) => ({
  code: 'allergens',
  selected_options: options.map(([value, label]) => ({ value, label })),
})

describe('supplementFactsOf', () => {
  it("reads the allergens' option 'none' as the statement that there are none, not as an allergen", () => {
    const none = supplementFactsOf({
      items: [allergens(['none', 'Keine kennzeichnungspflichtigen Allergene'])],
    })
    expect(none).toMatchObject({ allergens: [], noAllergens: true })
    const fish = supplementFactsOf({ items: [allergens(['fish', 'Fisch'])] })
    expect(fish).toMatchObject({ allergens: ['Fisch'], noAllergens: false })
    // Silence is no statement: a product without the attribute says nothing either way.
    expect(supplementFactsOf({ items: [] })).toMatchObject({ allergens: [], noAllergens: false })
  })

  it("reads a food's nutrition declaration, and none for a supplement", () => {
    const declaration = {
      per: '100 g',
      energy_kj: 2111,
      energy_kcal: 510,
      fat: 42,
      saturates: 3.7,
      carbohydrate: 1.6,
      sugars: 1.6,
      protein: 18,
      salt: 0.08,
    }
    const food = supplementFactsOf({
      items: [{ code: 'nutrition_declaration', value: JSON.stringify(declaration) }],
    })
    expect(food.nutrition).toMatchObject({ per: '100 g', energy: { kj: 2111, kcal: 510 } })
    expect(supplementFactsOf({ items: [] }).nutrition).toBeNull()
  })
})
