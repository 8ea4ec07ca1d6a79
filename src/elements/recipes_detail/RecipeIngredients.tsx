import { useT } from '../../lib/i18n'
import { useDomId } from '../../lib/dom-id'
import { useStorefront } from '../../lib/storefront-context'
import type { Ingredient } from '../recipes_list/recipe-record'
import { Heading } from '../shared/Heading'
import type { HeadingLevel } from '../shared/heading-level'
import { formatAmount } from './format-amount'

export function RecipeIngredients({
  ingredients,
  servings,
  level,
}: {
  ingredients: Ingredient[]
  servings: number
  level: HeadingLevel
}) {
  const t = useT()
  const { languageTag } = useStorefront()
  const headingId = useDomId('recipe-ingredients')
  return (
    <section className="ce-recipe__ingredients" aria-labelledby={headingId}>
      <Heading level={level} id={headingId}>
        {t('recipe.ingredients')}
      </Heading>
      <p className="ce-recipe__servings">{t('recipe.ingredients-for', { servings })}</p>
      <ul>
        {ingredients.map((ingredient, index) => (
          <li key={index}>
            {ingredient.amount !== null && (
              <span className="ce-recipe__amount">
                {[formatAmount(ingredient.amount, languageTag), ingredient.unit]
                  .filter(Boolean)
                  .join('\u00a0')}{' '}
              </span>
            )}
            {ingredient.name}
            {ingredient.note && <span className="ce-recipe__note">, {ingredient.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}
