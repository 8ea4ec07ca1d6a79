import { useT } from '../../lib/i18n'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { useLevelBelow } from '../shared/heading-level'
import { RecipeCard } from './RecipeCard'
import { RecipeFilters } from './RecipeFilters'
import { NO_RECIPE_FILTER, recipeListHref } from './recipe-query'

/**
 * The recipe list with its diet and time filters. The CMS filtered the list already (see
 * ./schema.ts): this renders what it sent, so the server's HTML is the filtered list and the
 * filters are links, working before and without any script.
 */
export function RecipesListElement({ content }: ElementProps<'recipes_list'>) {
  const t = useT()
  const level = useLevelBelow(content)
  const { list, filters, demand } = content.data
  const filtered = demand.diet !== '' || demand.time > 0
  return (
    <div className="ce-recipes">
      <ElementHeader fields={content} />
      <RecipeFilters
        link={content.link}
        demand={demand}
        diets={filters.diets}
        times={filters.times}
      />
      <p className="ce-recipes__count" role="status">
        {list.length === 1 ? t('recipe.count-one') : t('recipe.count', { number: list.length })}
      </p>
      {list.length > 0 ? (
        <ul className="ce-recipes__grid">
          {list.map((recipe) => (
            <RecipeCard key={recipe.uid} recipe={recipe} level={level} />
          ))}
        </ul>
      ) : (
        <p className="ce-recipes__empty">
          {t('recipe.empty')}{' '}
          {filtered && (
            <a href={recipeListHref(content.link, NO_RECIPE_FILTER)}>{t('recipe.show-all')}</a>
          )}
        </p>
      )}
    </div>
  )
}
