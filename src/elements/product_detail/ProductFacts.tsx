import { numberFormat } from '../../lib/number-format'
import type { ReactNode } from 'react'
import type { NutrientTable } from '../../shop'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { useStorefront } from '../../lib/storefront-context'
import { NutritionTable } from './NutritionTable'
import type { SupplementFacts } from './product-detail'

/** The nutrients per dose with their % NRV; '***' and a footnote where the law sets no NRV. */
function NutrientsTable({ table, id }: { table: NutrientTable; id: string }) {
  const t = useT()
  const { languageTag } = useStorefront()
  const amount = numberFormat(languageTag, { maximumFractionDigits: 2 })
  const percent = numberFormat(languageTag, { style: 'percent' })
  const withoutNrv = table.rows.some((row) => row.nrv === null)
  return (
    <>
      <table className="ce-product-facts__table ce-product-facts__nutrients">
        <caption>{t('product.facts.nutrients', { per: table.per })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.facts.nutrient')}</th>
            <th scope="col">{t('product.facts.amount', { per: table.per })}</th>
            <th scope="col" aria-describedby={`${id}-nrv`}>
              {t('product.facts.nrv')}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{`${amount.format(row.amount)} ${row.unit}`}</td>
              {row.nrv === null ? (
                <td aria-describedby={`${id}-no-nrv`}>***</td>
              ) : (
                <td>{percent.format(row.nrv / 100)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ce-product-facts__note" id={`${id}-nrv`}>
        {t('product.facts.nrv-note')}
      </p>
      {withoutNrv && (
        <p className="ce-product-facts__note" id={`${id}-no-nrv`}>
          {t('product.facts.no-nrv')}
        </p>
      )}
    </>
  )
}

/**
 * What EU food law asks a food supplement or a food to show before the purchase (Regulation (EU)
 * 1169/2011 art. 14, Directive 2002/46/EC): a supplement's nutrients per dose, a food's nutrition
 * declaration, the recommended intake, ingredients with the allergens emphasised (the shop's
 * <strong>) and named, or the statement that there are none, the warnings, the net quantity, the
 * business operator and the PZN. Each fact the shop has is a row; a product without any (none of
 * the shop's attributes) shows no section.
 */
export function ProductFacts({ facts, id }: { facts: SupplementFacts; id: string }) {
  const t = useT()
  const rows: [label: string, value: ReactNode][] = []
  const add = (label: string, present: boolean, value: ReactNode) => {
    if (present) rows.push([label, value])
  }
  add(t('product.facts.daily-dose'), Boolean(facts.dailyDose), facts.dailyDose)
  add(
    t('product.facts.ingredients'),
    facts.ingredients.trim() !== '',
    <RichText html={facts.ingredients} className="ce-product-facts__ingredients" />,
  )
  add(
    t('product.facts.allergens'),
    facts.allergens.length > 0 || facts.noAllergens,
    facts.allergens.length > 0 ? (
      <strong>{facts.allergens.join(', ')}</strong>
    ) : (
      t('product.facts.no-allergens')
    ),
  )
  add(
    t('product.facts.warnings'),
    facts.warnings.length > 0,
    <ul className="ce-product-facts__warnings">
      {facts.warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>,
  )
  add(t('product.facts.net-quantity'), Boolean(facts.netQuantity), facts.netQuantity)
  // A postal address, written as the post delivers it whatever the page's language.
  add(t('product.facts.operator'), Boolean(facts.operator), <address>{facts.operator}</address>)
  add(t('product.facts.pzn'), Boolean(facts.pzn), facts.pzn)
  if (rows.length === 0 && !facts.nutrients && !facts.nutrition) return null
  return (
    <section className="ce-product-facts" aria-labelledby={id}>
      <h2 id={id}>{t('product.facts.title')}</h2>
      {facts.nutrients && <NutrientsTable table={facts.nutrients} id={id} />}
      {facts.nutrition && <NutritionTable declaration={facts.nutrition} id={id} />}
      {rows.length > 0 && (
        <table className="ce-product-facts__table ce-product-facts__details">
          <caption>{t('product.facts.details')}</caption>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
