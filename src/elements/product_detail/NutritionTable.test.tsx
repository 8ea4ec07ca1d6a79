// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../lib/create-i18n'
import { I18nContext } from '../../lib/i18n'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { StorefrontContext, type StorefrontContextValue } from '../../lib/storefront-context'
import { DE } from '../../lib/texts/de'
import { EN } from '../../lib/texts/en'
import { nutritionDeclarationOf } from '../../shop'
import { renderStatic } from '../testing/harness'
import { ProductFacts } from './ProductFacts'
import type { SupplementFacts } from './product-detail'

/** A food's declaration as the shop sends it (demo/migrations/0017_food_particulars.sql). */
const DECLARATION = {
  per: '100 g',
  energy_kj: 1547,
  energy_kcal: 364,
  fat: 0,
  saturates: 0,
  carbohydrate: 91,
  sugars: 53.5,
  protein: 0,
  salt: 2.1,
  vitamins_minerals: [{ name: 'Kalium', amount: 524, unit: 'mg', nrv: 26 }],
}

const facts = (declaration: object = DECLARATION): SupplementFacts => ({
  ingredients: sanitizeHtml('Dextrose, Maltodextrin, Zitronensaftpulver (3 %)'),
  nutrients: null,
  dailyDose: '',
  warnings: [],
  allergens: [],
  noAllergens: true,
  nutrition: nutritionDeclarationOf(JSON.stringify(declaration)),
  netQuantity: '300 g',
  operator: 'Litozin GmbH, Am Rosenhang 4, 79098 Freiburg im Breisgau, Deutschland',
  pzn: '',
})

const storefront = (languageTag: string): StorefrontContextValue => ({
  locale: languageTag.slice(0, 2),
  languageTag,
  dev: false,
  localePath: (path) => path,
  texts: () => ({}),
})

const render = (language: 'de' | 'en', shown = facts()) =>
  renderStatic(
    <I18nContext value={createI18n(language, language === 'de' ? DE : EN).t}>
      <StorefrontContext value={storefront(language === 'de' ? 'de-DE' : 'en-DE')}>
        <ProductFacts facts={shown} id="food-facts" />
      </StorefrontContext>
    </I18nContext>,
  )

/** Text as read, Intl's no-break spaces as plain ones. */
const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim()

const nutritionOf = (container: HTMLElement) =>
  container.querySelector<HTMLTableElement>('table.ce-product-facts__nutrition')

const rowsOf = (table: HTMLTableElement | null) =>
  [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.querySelectorAll('th, td')].map(text),
  )

describe("a food's nutrition declaration", () => {
  it('is a captioned table of Annex XV in German, energy in kJ and kcal, "davon" under its nutrient', () => {
    const container = render('de')
    const table = nutritionOf(container)
    expect(text(table?.querySelector('caption'))).toBe('Nährwertdeklaration pro 100 g')
    expect([...(table?.querySelectorAll('thead th') ?? [])].map(text)).toEqual([
      'Durchschnittliche Nährwerte',
      'pro 100 g',
    ])
    expect(
      [...(table?.querySelectorAll('thead th') ?? [])].every(
        (th) => th.getAttribute('scope') === 'col',
      ),
    ).toBe(true)
    expect(rowsOf(table)).toEqual([
      ['Energie', '1.547 kJ / 364 kcal'],
      ['Fett', '0 g'],
      ['davon gesättigte Fettsäuren', '0 g'],
      ['Kohlenhydrate', '91 g'],
      ['davon Zucker', '53,5 g'],
      ['Eiweiß', '0 g'],
      ['Salz', '2,1 g'],
      ['Kalium', '524 mg (26 % NRV*)'],
    ])
    const headers = [...(table?.querySelectorAll('tbody th') ?? [])]
    expect(headers.every((th) => th.getAttribute('scope') === 'row')).toBe(true)
    expect(
      headers.filter((th) => th.classList.contains('ce-product-facts__part')).map(text),
    ).toEqual(['davon gesättigte Fettsäuren', 'davon Zucker'])
    // The % NRV is explained by the footnote its cell points to.
    const potassium = table?.querySelector('tbody tr:last-child td')
    const note = container.querySelector(`#${potassium?.getAttribute('aria-describedby')}`)
    expect(text(note)).toBe(
      '* % der Referenzmenge für die tägliche Zufuhr (NRV) nach Verordnung (EU) Nr. 1169/2011',
    )
  })

  it("reads in English on the English store view's page, with English numbers", () => {
    const table = nutritionOf(render('en'))
    expect(text(table?.querySelector('caption'))).toBe('Nutrition declaration per 100 g')
    expect(rowsOf(table)).toEqual([
      ['Energy', '1,547 kJ / 364 kcal'],
      ['Fat', '0 g'],
      ['of which saturates', '0 g'],
      ['Carbohydrate', '91 g'],
      ['of which sugars', '53.5 g'],
      ['Protein', '0 g'],
      ['Salt', '2.1 g'],
      ['Kalium', '524 mg (26% NRV*)'],
    ])
  })

  it('shows the optional nutrients in their place: fatty acids under fat, fibre before protein', () => {
    const table = nutritionOf(
      render(
        'en',
        facts({
          per: '100 g',
          energy_kj: 2111,
          energy_kcal: 510,
          protein: 18,
          fibre: 27,
          salt: 0.08,
          fat: 42,
          saturates: 3.7,
          polyunsaturates: 28.7,
          mono_unsaturates: 7.5,
          carbohydrate: 1.6,
          sugars: 1.6,
        }),
      ),
    )
    expect(rowsOf(table).map(([label]) => label)).toEqual([
      'Energy',
      'Fat',
      'of which saturates',
      'of which mono-unsaturates',
      'of which polyunsaturates',
      'Carbohydrate',
      'of which sugars',
      'Fibre',
      'Protein',
      'Salt',
    ])
  })

  it('shows none where the declaration lacks a mandatory nutrient', () => {
    const { salt: _, ...withoutSalt } = DECLARATION
    const container = render('de', facts(withoutSalt))
    expect(nutritionOf(container)).toBeNull()
  })
})

describe("a food's allergens", () => {
  it('says there are none to declare, not emphasised as an allergen would be', () => {
    const container = render('de')
    const row = [...container.querySelectorAll('.ce-product-facts__details tr')].find(
      (tr) => text(tr.querySelector('th')) === 'Allergene',
    )
    expect(text(row?.querySelector('td'))).toBe('Enthält keine kennzeichnungspflichtigen Allergene')
    expect(row?.querySelector('strong')).toBeNull()
  })
})
