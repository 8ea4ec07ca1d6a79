import { useT } from '../../lib/i18n'
import { FilterLinks, type FilterOption } from '../shared/FilterLinks'
import type { Diet } from './recipe-record'
import { recipeListHref, type RecipeFilter } from './recipe-query'

/** The diet and total-time filters; each keeps the other's choice. */
export function RecipeFilters({
  link,
  demand,
  diets,
  times,
}: {
  link: string
  demand: RecipeFilter
  diets: Diet[]
  times: number[]
}) {
  const t = useT()
  const option = (key: string, label: string, change: Partial<RecipeFilter>): FilterOption => ({
    key,
    label,
    href: recipeListHref(link, { ...demand, ...change }),
  })
  return (
    <div className="ce-recipes__filters">
      {diets.length > 0 && (
        <FilterLinks
          label={t('recipe.filter.diet')}
          current={demand.diet}
          options={[
            option('', t('recipe.filter.all-diets'), { diet: '' }),
            ...diets.map((diet) => option(diet.slug, diet.title, { diet: diet.slug })),
          ]}
        />
      )}
      {times.length > 0 && (
        <FilterLinks
          label={t('recipe.filter.time')}
          current={String(demand.time)}
          options={[
            option('0', t('recipe.filter.any-time'), { time: 0 }),
            ...times.map((minutes) =>
              option(String(minutes), t('recipe.filter.up-to', { minutes }), { time: minutes }),
            ),
          ]}
        />
      )}
    </div>
  )
}
