import { useT } from '../../lib/i18n'
import { totalMinutes } from '../recipes_list/recipe-facts'
import type { RecipeDetail } from '../recipes_list/recipe-record'

/** Times and servings at a glance, as a description list (term and value read together). */
export function RecipeFacts({ recipe }: { recipe: RecipeDetail['recipe'] }) {
  const t = useT()
  const minutes = (value: number) => t('recipe.minutes', { minutes: value })
  const facts: [string, string][] = [
    [t('recipe.preparation'), minutes(recipe.preparationTime)],
    [t('recipe.cooking'), minutes(recipe.cookingTime)],
    [t('recipe.total'), minutes(totalMinutes(recipe))],
    [t('recipe.servings'), String(recipe.servings)],
  ]
  return (
    <dl className="ce-recipe__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="ce-recipe__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
