import { element } from '../testing/element'
import { glutenFree, recipeRecord, vegan, vegetarian } from '../testing/recipe-records'

export const fixture = element(720, 'recipes_list', {
  header: 'Unsere Rezepte',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  link: '/rezepte',
  data: {
    list: [
      { ...recipeRecord, recipe: { preparationTime: 10, cookingTime: 0, servings: 2 } },
      {
        ...recipeRecord,
        uid: 72,
        title: 'Linsensalat mit Rote Bete',
        teaser: 'Eisen und Folat aus der Schüssel.',
        media: [],
        categories: [vegan, glutenFree],
        slug: '/rezepte/linsensalat-rote-bete',
        pathSegment: 'linsensalat-rote-bete',
        recipe: { preparationTime: 15, cookingTime: 20, servings: 4 },
      },
    ],
    settings: { orderBy: 'datetime', orderDirection: 'desc', templateLayout: '', action: 'list' },
    filters: { diets: [vegan, vegetarian, glutenFree], times: [15, 30, 45] },
    demand: { diet: 'vegan', time: 0 },
  },
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Linsensalat mit Rote Bete'
