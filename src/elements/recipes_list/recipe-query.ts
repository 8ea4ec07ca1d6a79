/**
 * The recipe filters in the address: `diet` (a diet category's slug) and `time` (most minutes in
 * all). Both names are in every site's `cms.queryWhitelist` (wrangler.toml), so they reach the
 * CMS, which filters, and the cache key: each combination is one cached page, and a shared or
 * bookmarked address shows the same list before any script runs.
 */
export interface RecipeFilter {
  diet: string
  time: number
}

export const NO_RECIPE_FILTER: RecipeFilter = { diet: '', time: 0 }

/** The address of the list with this filter, parameters in one fixed order, defaults left out. */
export const recipeListHref = (link: string, filter: RecipeFilter): string => {
  const params = new URLSearchParams()
  if (filter.diet) params.set('diet', filter.diet)
  if (filter.time > 0) params.set('time', String(filter.time))
  const query = params.toString()
  return query ? `${link}?${query}` : link
}
