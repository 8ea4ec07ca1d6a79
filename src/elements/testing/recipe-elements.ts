import { breakfastImage } from './files'
import { element } from './text-elements'

/**
 * The recipe plugins as the CMS sends them: EXT:news records in EXT:headless_news' list and
 * detail shapes (`data.list`, `data.detail`, `settings.action`) with the project's recipe fields.
 */
const vegan = { id: 31, pid: 30, title: 'Vegan', description: '', slug: 'vegan' }
const vegetarian = { id: 32, pid: 30, title: 'Vegetarisch', description: '', slug: 'vegetarisch' }
const glutenFree = { id: 33, pid: 30, title: 'Glutenfrei', description: '', slug: 'glutenfrei' }

const record = {
  uid: 71,
  title: 'Overnight Oats mit Zimt und Apfel',
  teaser: 'Am Abend vorbereitet, am Morgen fertig: ein Frühstück mit Ballaststoffen und Magnesium.',
  isTopNews: 0,
  datetime: '2026-03-02 07:00:00',
  author: { author: 'Lena Hoffmann', authorEmail: '' },
  media: [breakfastImage],
  categories: [vegan, vegetarian],
  tags: [],
  metaData: { keywords: '', description: '', alternativeTitle: '' },
  slug: '/rezepte/overnight-oats-zimt-apfel',
  pathSegment: 'overnight-oats-zimt-apfel',
}

export const recipesListElement = element(720, 'recipes_list', {
  header: 'Unsere Rezepte',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  link: '/rezepte',
  data: {
    list: [
      { ...record, recipe: { preparationTime: 10, cookingTime: 0, servings: 2 } },
      {
        ...record,
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

export const recipesDetailElement = element(721, 'recipes_detail', {
  header: '',
  subheader: '',
  headerLayout: 100,
  headerPosition: '',
  headerLink: '',
  link: '/rezepte',
  data: {
    detail: {
      ...record,
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
