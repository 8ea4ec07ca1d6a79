import { type Translate, useT } from '../../lib/i18n'
import { numberFormat } from '../../lib/number-format'
import { useStorefront } from '../../lib/storefront-context'
import type { Nutrient, NutritionDeclaration } from '../../shop'

/** Annex XV's name of a nutrient in the page's language ('davon Zucker', 'of which sugars'). */
const nutrientLabel = (t: Translate, nutrient: Nutrient): string => {
  switch (nutrient) {
    case 'fat':
      return t('product.facts.fat')
    case 'saturates':
      return t('product.facts.saturates')
    case 'mono_unsaturates':
      return t('product.facts.mono-unsaturates')
    case 'polyunsaturates':
      return t('product.facts.polyunsaturates')
    case 'carbohydrate':
      return t('product.facts.carbohydrate')
    case 'sugars':
      return t('product.facts.sugars')
    case 'polyols':
      return t('product.facts.polyols')
    case 'starch':
      return t('product.facts.starch')
    case 'fibre':
      return t('product.facts.fibre')
    case 'protein':
      return t('product.facts.protein')
    case 'salt':
      return t('product.facts.salt')
  }
}

/**
 * A food's nutrition declaration as the regulation lays it out (Regulation (EU) 1169/2011
 * art. 34, Annex XV): one row per nutrient in its order, energy in kJ and kcal, the "of which"
 * lines under their nutrient, then vitamins and minerals with their % NRV and the footnote that
 * explains it. A captioned table with column and row headers, so a screen reader names each
 * amount by its nutrient.
 */
export function NutritionTable({
  declaration,
  id,
}: {
  declaration: NutritionDeclaration
  id: string
}) {
  const t = useT()
  const { languageTag } = useStorefront()
  const amount = numberFormat(languageTag, { maximumFractionDigits: 2 })
  const percent = numberFormat(languageTag, { style: 'percent' })
  const { per, energy, rows, micronutrients } = declaration
  const noteId = `${id}-nutrition-nrv`
  const withNrv = micronutrients.some((row) => row.nrv !== null)
  return (
    <>
      <table className="ce-product-facts__table ce-product-facts__nutrition">
        <caption>{t('product.facts.nutrition', { per })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.facts.nutrition-typical')}</th>
            <th scope="col">{t('product.facts.amount', { per })}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('product.facts.energy')}</th>
            <td>{`${amount.format(energy.kj)} kJ / ${amount.format(energy.kcal)} kcal`}</td>
          </tr>
          {rows.map((row) => (
            <tr key={row.nutrient}>
              <th scope="row" className={row.part ? 'ce-product-facts__part' : undefined}>
                {nutrientLabel(t, row.nutrient)}
              </th>
              <td>{`${amount.format(row.grams)} g`}</td>
            </tr>
          ))}
          {micronutrients.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              {row.nrv === null ? (
                <td>{`${amount.format(row.amount)} ${row.unit}`}</td>
              ) : (
                <td aria-describedby={noteId}>
                  {`${amount.format(row.amount)} ${row.unit} (${t('product.facts.nrv-share', {
                    percent: percent.format(row.nrv / 100),
                  })})`}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {withNrv && (
        <p className="ce-product-facts__note" id={noteId}>
          {t('product.facts.nrv-note')}
        </p>
      )}
    </>
  )
}
