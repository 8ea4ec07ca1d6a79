import type { AnyPageJson } from './compiled-site'
import type { ContentElement } from './types'

/**
 * The recipe list plugin's demand, as the project's TYPO3 applies it per request: the storefront
 * forwards `diet` (a diet category's slug) and `time` (most minutes in all), both in every
 * site's query whitelist, and TYPO3 maps them onto the plugin's overwriteDemand. A value the
 * plugin does not offer is ignored (the whole list, and `demand` says so), as EXT:news ignores
 * an unknown category: a hand-edited address shows a list, never an error.
 */

interface ListItem {
  categories: { slug: string }[]
  recipe: { preparationTime: number; cookingTime: number }
}

interface ListData {
  list: ListItem[]
  filters: { diets: { slug: string }[]; times: number[] }
  demand: { diet: string; time: number }
}

const filtered = (data: ListData, query: URLSearchParams): ListData => {
  const diet = data.filters.diets.find((entry) => entry.slug === query.get('diet'))?.slug ?? ''
  const time = data.filters.times.find((minutes) => String(minutes) === query.get('time')) ?? 0
  return {
    ...data,
    list: data.list.filter(
      (item) =>
        (diet === '' || item.categories.some((category) => category.slug === diet)) &&
        (time === 0 || item.recipe.preparationTime + item.recipe.cookingTime <= time),
    ),
    demand: { diet, time },
  }
}

const withDemand = (element: ContentElement, query: URLSearchParams): ContentElement =>
  element.type === 'recipes_list'
    ? {
        ...element,
        content: { ...element.content, data: filtered(element.content.data as ListData, query) },
      }
    : element

/** The page with its recipe lists filtered by the request's query; other pages as they are. */
export const withRecipeDemand = (page: AnyPageJson, query: URLSearchParams): AnyPageJson => {
  const columns = Object.entries(page.content)
  if (!columns.some(([, elements]) => elements.some((e) => e.type === 'recipes_list'))) return page
  return {
    ...page,
    content: Object.fromEntries(
      columns.map(([column, elements]) => [column, elements.map((e) => withDemand(e, query))]),
    ),
  } as AnyPageJson
}
