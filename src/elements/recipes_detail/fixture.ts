import { element } from '../testing/element'
import { recipeRecord } from '../testing/recipe-records'

export const fixture = element(721, 'recipes_detail', {
  header: '',
  subheader: '',
  headerLayout: 100,
  headerPosition: '',
  headerLink: '',
  link: '/rezepte',
  data: {
    detail: {
      ...recipeRecord,
      bodytext: '<p><strong>Tipp:</strong> Mit Joghurt statt Haferdrink wird es cremiger.</p>',
      recipe: {
        preparationTime: 10,
        cookingTime: 0,
        servings: 2,
        ingredients: [
          { amount: 80, unit: 'g', name: 'zarte Haferflocken', note: '' },
          { amount: 250, unit: 'ml', name: 'Haferdrink', note: 'ungesüßt' },
          { amount: 1, unit: '', name: 'Apfel', note: '' },
          { amount: 0.5, unit: 'TL', name: 'Zimt', note: '' },
          { amount: null, unit: '', name: 'eine Prise Salz', note: '' },
        ],
        steps: [
          '<p>Haferflocken, Haferdrink, Zimt und Salz in einem Glas verrühren.</p>',
          '<p>Über Nacht abgedeckt im Kühlschrank quellen lassen.</p>',
          '<p>Morgens den Apfel reiben und unterheben.</p>',
        ],
        nutrition: {
          energy: 310,
          protein: 8.5,
          carbohydrates: 52,
          sugar: 14,
          fat: 6,
          saturatedFat: 0.8,
          fibre: 7.5,
          salt: 0.25,
        },
      },
    },
    settings: { templateLayout: '', action: 'detail' },
  },
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Über Nacht abgedeckt im Kühlschrank'
