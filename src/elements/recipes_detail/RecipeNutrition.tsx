import { useT } from '../../lib/i18n'
import { useDomId } from '../../lib/dom-id'
import { useStorefront } from '../../lib/storefront-context'
import { NUTRIENTS, type Nutrient } from '../recipes_list/recipe-facts'
import type { RecipeDetail } from '../recipes_list/recipe-record'
import { Heading } from '../shared/Heading'
import type { HeadingLevel } from '../shared/heading-level'
import { formatAmount } from './format-amount'

/** Energy in kcal, every other nutrient in grams (the units of the EU nutrition declaration). */
const unitOf = (nutrient: Nutrient) => (nutrient === 'energy' ? 'kcal' : 'g')

export function RecipeNutrition({
  nutrition,
  level,
}: {
  nutrition: RecipeDetail['recipe']['nutrition']
  level: HeadingLevel
}) {
  const t = useT()
  const { languageTag } = useStorefront()
  const headingId = useDomId('recipe-nutrition')
  const labels: Record<Nutrient, string> = {
    energy: t('recipe.nutrient.energy'),
    protein: t('recipe.nutrient.protein'),
    carbohydrates: t('recipe.nutrient.carbohydrates'),
    sugar: t('recipe.nutrient.sugar'),
    fat: t('recipe.nutrient.fat'),
    saturatedFat: t('recipe.nutrient.saturated-fat'),
    fibre: t('recipe.nutrient.fibre'),
    salt: t('recipe.nutrient.salt'),
  }
  const rows = NUTRIENTS.flatMap((nutrient) => {
    const value = nutrition[nutrient]
    return value === null ? [] : [[nutrient, value] as const]
  })
  if (rows.length === 0) return null
  return (
    <section className="ce-recipe__nutrition" aria-labelledby={headingId}>
      <Heading level={level} id={headingId}>
        {t('recipe.nutrition')}
      </Heading>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('recipe.nutrient')}</th>
            <th scope="col">{t('recipe.per-serving')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([nutrient, value]) => (
            <tr key={nutrient}>
              <th scope="row">{labels[nutrient]}</th>
              <td>
                {formatAmount(value, languageTag)}&nbsp;{unitOf(nutrient)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
