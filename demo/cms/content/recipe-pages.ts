import { findMedia } from '../../media/library'
import type { Brand, PageSpec } from './model'
import {
  DIET_FOLDER,
  DIETS,
  dietsOf,
  RECIPES,
  type DietKey,
  type RecipeSpec,
} from './recipe-records'
import type { Lang } from './texts'

/**
 * The recipe pages of a brand's locale: the list page (the recipe list plugin, which the CMS
 * filters per request: ../recipe-demand.ts) and one detail page per recipe, as TYPO3's route
 * enhancer answers `<list page>/<path segment>`: the page's title, description and translations
 * are the record's (EXT:news' title provider and language menu), its plugin holds the record.
 */

/** Every recipe in one fixed order: page uids and the list's order follow it. */
const RECIPE_ORDER = Object.keys(RECIPES)

/** The upper limits of the time filter, in minutes. */
export const RECIPE_TIMES = [15, 30, 45]

export const RECIPES_KEY = 'recipes'
export const recipeKey = (recipe: string) => `recipe-${recipe}`

/** Page uids of the recipe pages on a site whose uids start at `base` (vitalis-de 0 …). */
export const recipePageIds = (base: number): Record<string, number> => ({
  [RECIPES_KEY]: base + 20,
  ...Object.fromEntries(RECIPE_ORDER.map((key, index) => [recipeKey(key), base + 21 + index])),
})

export interface RecipeSelection {
  brand: Brand
  lang: Lang
  /** Keys of RECIPES, in the order the list shows them. */
  recipes: string[]
  /** The editor's introduction above the list (HTML). */
  intro: string
  /** Author of the records: the brand's editorial team. */
  author: string
  layoutColor: string
}

const slugs = (lang: Lang) => (lang === 'de' ? '/rezepte' : '/recipes')

/** The brand's first picture of the recipe's motifs (every brand has a bowl). */
const pictureOf = (brand: Brand, recipe: RecipeSpec): string => {
  const motif = recipe.pictures.find((name) => findMedia(`${brand}-${name}.jpg`)) ?? 'bowl'
  return `${brand}-${motif}`
}

const categoryOf = (diet: DietKey, lang: Lang) => ({
  id: DIETS[diet].id,
  pid: DIET_FOLDER,
  title: DIETS[diet].title[lang],
  description: '',
  slug: DIETS[diet].slug[lang],
})

/** The fields of a record that the list and the detail share (headless_news' list item). */
const recordFields = (recipe: RecipeSpec, s: RecipeSelection, detailUrl: string) => ({
  uid: recipe.uid,
  title: recipe.title[s.lang],
  teaser: recipe.teaser[s.lang],
  isTopNews: 0,
  crdate: recipe.datetime,
  tstamp: recipe.datetime,
  datetime: recipe.datetime,
  archive: '',
  author: { author: s.author, authorEmail: '' },
  categories: dietsOf(recipe).map((diet) => categoryOf(diet, s.lang)),
  tags: [],
  metaData: { keywords: '', description: '', alternativeTitle: '' },
  slug: detailUrl,
  pathSegment: recipe.pathSegment[s.lang],
})

const times = (recipe: RecipeSpec) => ({
  preparationTime: recipe.preparationTime,
  cookingTime: recipe.cookingTime,
  servings: recipe.servings,
})

export const recipePages = (s: RecipeSelection): PageSpec[] => {
  const de = s.lang === 'de'
  const selected = s.recipes.map((key) => {
    const recipe = RECIPES[key]
    if (!recipe) throw new Error(`no recipe '${key}'`)
    return recipe
  })
  const usedDiets = (Object.keys(DIETS) as DietKey[]).filter((diet) =>
    selected.some((recipe) => dietsOf(recipe).includes(diet)),
  )
  const list: PageSpec = {
    key: RECIPES_KEY,
    parent: 'home',
    slug: slugs(s.lang),
    title: de ? 'Rezepte für jeden Tag' : 'Recipes for every day',
    navTitle: de ? 'Rezepte' : 'Recipes',
    description: de
      ? 'Einfache, ausgewogene Rezepte mit Nährwerten pro Portion – nach Ernährungsform und verfügbarer Zeit ausgewählt.'
      : 'Simple, balanced recipes with nutrition values per serving – choose by diet and the time you have.',
    layoutColor: s.layoutColor,
    themeWorld: 'recipes',
    content: (b) => [
      b.text(de ? 'Rezepte für jeden Tag' : 'Recipes for every day', s.intro, {
        headerLayout: 1,
      }),
      b.recipesList(de ? 'Alle Rezepte' : 'All recipes', b.link(RECIPES_KEY), {
        list: selected.map((recipe) => ({
          ...recordFields(recipe, s, b.link(recipeKey(recipe.key))),
          media: [b.file(pictureOf(s.brand, recipe), '')],
          falRelatedFiles: [],
          recipe: times(recipe),
        })),
        settings: {
          orderBy: 'datetime',
          orderDirection: 'desc',
          templateLayout: '',
          action: 'list',
        },
        filters: { diets: usedDiets.map((diet) => categoryOf(diet, s.lang)), times: RECIPE_TIMES },
        demand: { diet: '', time: 0 },
      }),
    ],
  }
  const details = selected.map((recipe): PageSpec => ({
    key: recipeKey(recipe.key),
    parent: RECIPES_KEY,
    hidden: true,
    slug: `${slugs(s.lang)}/${recipe.pathSegment[s.lang]}`,
    title: recipe.title[s.lang],
    description: recipe.teaser[s.lang],
    layoutColor: s.layoutColor,
    themeWorld: 'recipes',
    social: { image: pictureOf(s.brand, recipe), title: recipe.title[s.lang] },
    content: (b) => [
      b.recipeDetail(b.link(RECIPES_KEY), {
        detail: {
          ...recordFields(recipe, s, b.link(recipeKey(recipe.key))),
          media: [b.file(pictureOf(s.brand, recipe), recipe.title[s.lang])],
          falRelatedFiles: [],
          bodytext: recipe.tip[s.lang],
          recipe: {
            ...times(recipe),
            ingredients: recipe.ingredients.map((ingredient) => ({
              amount: ingredient.amount,
              unit: ingredient.unit[s.lang],
              name: ingredient.name[s.lang],
              note: ingredient.note[s.lang],
            })),
            steps: recipe.steps.map((text) => text[s.lang]),
            nutrition: recipe.nutrition,
          },
        },
        settings: { templateLayout: '', action: 'detail' },
      }),
    ],
  }))
  return [list, ...details]
}
