import { describe, expect, it } from 'vitest'
import { STORES } from '../stores'
import { type Data, ok } from './helpers'

const FACTS = `query Facts($skus: [String]) {
  products(filter: { sku: { in: $skus } }, pageSize: 10) {
    items {
      sku
      custom_attributesV2(filters: { is_visible_on_front: true }) {
        errors { type message }
        items {
          code
          ... on AttributeValue { value }
          ... on AttributeSelectedOptions { selected_options { label value } }
        }
      }
    }
  }
}`

const HTML_ONLY = `query Html($skus: [String]) {
  products(filter: { sku: { in: $skus } }) {
    items { sku custom_attributesV2(filters: { is_html_allowed_on_front: true }) { items { code } } }
  }
}`

/** Each product's attributes by code: the value, or the selected options' labels. */
const factsOf = async (skus: string[], store?: string) => {
  const { products } = await ok<Data>(FACTS, { skus }, { store })
  return Object.fromEntries(
    products.items.map((item: Data) => {
      expect(item.custom_attributesV2.errors).toEqual([])
      return [
        item.sku,
        Object.fromEntries(
          item.custom_attributesV2.items.map((attribute: Data) => [
            attribute.code,
            attribute.selected_options
              ? attribute.selected_options.map((option: Data) => `${option.value}:${option.label}`)
              : attribute.value,
          ]),
        ),
      ]
    }),
  ) as Record<string, Record<string, Data>>
}

describe("a food supplement's facts as Magento product attributes", () => {
  it('answers every fact in the German view (vitalis_de), the nutrients per dose with % NRV', async () => {
    const {
      'VIT-OMEGA3': omega,
      'VIT-D3-1000': d3,
      'VIT-MG-400': magnesium,
    } = await factsOf(['VIT-OMEGA3', 'VIT-D3-1000', 'VIT-MG-400'], 'vitalis_de')
    expect(Object.keys(d3!)).toEqual([
      'supplement_ingredients',
      'nutrient_table',
      'daily_dose',
      'warnings',
      'allergens',
      'net_quantity',
      'food_business_operator',
    ])
    expect(d3).toMatchObject({
      daily_dose: '1 Tablette täglich',
      net_quantity: '120 Tabletten (30 g)',
      food_business_operator: 'Vitalis GmbH, Hafenstraße 12, 20457 Hamburg, Deutschland',
    })
    expect(JSON.parse(d3!.nutrient_table)).toEqual({
      per: '1 Tablette',
      rows: [{ name: 'Vitamin D', amount: 25, unit: 'µg', nrv: 500 }],
    })
    expect(d3!.warnings.split('\n')).toEqual([
      'Die angegebene empfohlene tägliche Verzehrsmenge darf nicht überschritten werden.',
      'Außerhalb der Reichweite von kleinen Kindern lagern.',
      'Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise.',
    ])
    // The allergen emphasised in the ingredients and selected as the multiselect's option; a
    // supplement without one says so (0017_food_particulars.sql).
    expect(omega!.supplement_ingredients).toContain('<strong>Fisch</strong>')
    expect(omega!.allergens).toEqual(['fish:Fisch'])
    expect(d3!.allergens).toEqual(['none:Keine kennzeichnungspflichtigen Allergene'])
    // A pharmacy product has its PZN (seven digits and the check digit), others none.
    expect(magnesium!.pzn).toMatch(/^\d{8}$/)
    expect(omega!.pzn).toBeUndefined()
    // Omega-3 fatty acids have no reference value.
    expect(JSON.parse(omega!.nutrient_table).rows[0]).toMatchObject({ unit: 'mg', nrv: null })
  })

  it("answers the English view's (vitalis_en) own values, the global PZN as the default's", async () => {
    const [german, english] = await Promise.all([
      factsOf(['VIT-MG-400'], 'vitalis_de'),
      factsOf(['VIT-OMEGA3', 'VIT-MG-400'], 'vitalis_en'),
    ])
    const omega = english['VIT-OMEGA3']!
    expect(omega).toMatchObject({
      daily_dose: '1 capsule a day',
      net_quantity: '120 capsules (160 g)',
      food_business_operator: 'Vitalis GmbH, Hafenstraße 12, 20457 Hamburg, Germany',
      allergens: ['fish:Fish'],
    })
    expect(english['VIT-MG-400']!.pzn).toBe(german['VIT-MG-400']!.pzn)
    expect(omega.supplement_ingredients).toContain('<strong>fish</strong> oil')
    expect(JSON.parse(omega.nutrient_table)).toMatchObject({
      per: '1 capsule',
      rows: [{ name: 'Omega-3 fatty acids (EPA and DHA)', amount: 300, nrv: null }],
    })
    expect(omega.warnings.split('\n')).toContain('Keep out of the reach of young children.')
  })

  it('gives every food supplement of every brand its facts, German and English', async () => {
    for (const { code: brand, rootCategoryId } of STORES) {
      for (const store of [`${brand}_de`, `${brand}_en`]) {
        const { products } = await ok<Data>(
          `{ products(filter: { category_id: { eq: "${rootCategoryId}" } }, pageSize: 100) {
            items { sku dynamicAttributes custom_attributesV2 { items { code } } } } }`,
          {},
          { brand, store },
        )
        expect(products.items.length).toBeGreaterThan(30)
        for (const item of products.items) {
          const codes = item.custom_attributesV2.items.map((a: Data) => a.code)
          expect(codes, `${store} ${item.sku}`).toEqual(
            expect.arrayContaining(['net_quantity', 'food_business_operator']),
          )
          const type = JSON.parse(item.dynamicAttributes).dh_product_type
          if (type === 'Nahrungsergänzungsmittel' || type === 'Food supplement') {
            expect(codes, `${store} ${item.sku}`).toEqual(
              expect.arrayContaining([
                'supplement_ingredients',
                'nutrient_table',
                'daily_dose',
                'warnings',
              ]),
            )
          }
        }
      }
    }
  })

  it('selects by the attribute flags: only the ingredients allow HTML', async () => {
    const { products } = await ok<Data>(HTML_ONLY, { skus: ['VIT-D3-1000'] })
    expect(products.items[0].custom_attributesV2.items).toEqual([
      { code: 'supplement_ingredients' },
    ])
  })
})
