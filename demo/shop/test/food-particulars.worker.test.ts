import { describe, expect, it } from 'vitest'
import {
  GERMAN_MARKERS,
  type Particulars,
  foodProblems,
  nutritionProblems,
  supplementProblems,
  unquantifiedNamedIngredients,
} from './food-law'
import { STORES } from '../stores'
import { type Data, ok } from './helpers'

const ATTRIBUTES = `custom_attributesV2 {
  items {
    code
    ... on AttributeValue { value }
    ... on AttributeSelectedOptions { selected_options { label value } }
  }
}`

/** A brand's whole catalogue: the products of its root category and the sizes of its families. */
const CATALOGUE = `query Catalogue($root: String) {
  products(filter: { category_id: { eq: $root } }, pageSize: 200) {
    items {
      sku name dynamicAttributes ${ATTRIBUTES}
      ... on ConfigurableProduct { variants { product { sku name dynamicAttributes ${ATTRIBUTES} } } }
    }
  }
}`

/** Each brand shop's root category. */
const ROOTS = Object.fromEntries(STORES.map((shop) => [shop.code, String(shop.rootCategoryId)]))

interface Product {
  sku: string
  name: string
  type: string
  facts: Particulars
  /** The selected options' labels, in the view's language. */
  labels: string[]
}

const productOf = (item: Data): Product => {
  const items = item.custom_attributesV2.items as Data[]
  return {
    sku: item.sku,
    name: item.name,
    type: JSON.parse(item.dynamicAttributes).dh_product_type,
    facts: Object.fromEntries(
      items.map((a) => [
        a.code,
        a.selected_options ? a.selected_options.map((o: Data) => o.value) : a.value,
      ]),
    ),
    labels: items.flatMap((a) => (a.selected_options ?? []).map((o: Data) => o.label)),
  }
}

/** Every product of a brand in a store view, a family's sizes too. */
const catalogueOf = async (brand: string, store: string): Promise<Product[]> => {
  const { products } = await ok<Data>(CATALOGUE, { root: ROOTS[brand] }, { brand, store })
  return (products.items as Data[]).flatMap((item) => [
    productOf(item),
    ...(item.variants ?? []).map((variant: Data) => productOf(variant.product)),
  ])
}

const VIEWS = STORES.flatMap(({ code: brand }) =>
  (['de', 'en'] as const).map((language) => ({
    brand,
    store: `${brand}_${language}`,
    language,
  })),
)

const FOOD = ['Lebensmittel', 'Food']
const SUPPLEMENT = ['Nahrungsergänzungsmittel', 'Food supplement']

/** Each product's problems, by store view and sku, so a failure names them all. */
const problemsOf = (products: Product[], check: (product: Product) => string[]) =>
  Object.fromEntries(
    products
      .map((product) => [product.sku, check(product)] as const)
      .filter(([, problems]) => problems.length > 0),
  )

describe("the foods' and supplements' particulars (1169/2011 art. 9, 14; 2002/46/EC art. 6)", () => {
  it.each(VIEWS)(
    'gives every food of $store its ingredients with QUID, allergens and nutrition declaration',
    async ({ brand, store }) => {
      const foods = (await catalogueOf(brand, store)).filter((p) => FOOD.includes(p.type))
      expect(foods.length).toBeGreaterThan(0)
      expect(problemsOf(foods, ({ name, facts }) => foodProblems(name, facts))).toEqual({})
    },
  )

  it.each(VIEWS)(
    'gives every supplement of $store its nutrients per daily dose, its dose and the three warnings',
    async ({ brand, store, language }) => {
      const supplements = (await catalogueOf(brand, store)).filter((p) =>
        SUPPLEMENT.includes(p.type),
      )
      expect(supplements.length).toBeGreaterThan(5)
      expect(
        problemsOf(supplements, ({ name, facts }) => supplementProblems(name, facts, language)),
      ).toEqual({})
    },
  )

  it.each(VIEWS.filter(({ language }) => language === 'en'))(
    'writes the particulars of $store in English',
    async ({ brand, store }) => {
      const products = (await catalogueOf(brand, store)).filter((p) =>
        [...FOOD, ...SUPPLEMENT].includes(p.type),
      )
      const german = problemsOf(products, ({ facts, labels }) =>
        [
          facts.supplement_ingredients,
          facts.nutrition_declaration,
          facts.nutrient_table,
          facts.daily_dose,
          facts.warnings,
          ...labels,
        ].flatMap((value) =>
          typeof value === 'string' && GERMAN_MARKERS.test(value) ? [value] : [],
        ),
      )
      expect(german).toEqual({})
    },
  )

  it('answers the tea the shopper asked about with its herbs, their quantities and its nutrition', async () => {
    const [german, english] = await Promise.all(
      ['vitalis_de', 'vitalis_en'].map(async (store) =>
        (await catalogueOf('vitalis', store)).find((p) => p.sku === 'VIT-ABENDTEE'),
      ),
    )
    expect(german!.facts.supplement_ingredients).toMatch(/^Melisse \(35 %\), /)
    expect(german!.facts.allergens).toEqual(['none'])
    expect(german!.labels).toEqual(['Keine kennzeichnungspflichtigen Allergene'])
    expect(english!.labels).toEqual(['No allergens requiring declaration'])
    expect(JSON.parse(german!.facts.nutrition_declaration as string)).toMatchObject({
      per: '100 ml Aufguss',
      fat: 0,
      saturates: 0,
      carbohydrate: 0,
      sugars: 0,
      protein: 0,
      salt: 0,
    })
    expect(JSON.parse(english!.facts.nutrition_declaration as string).per).toBe('100 ml infusion')
    const litozin = await catalogueOf('litozin', 'litozin_de')
    expect(litozin.find((p) => p.sku === 'LIT-HAGEBUTTE-MARK')!.facts.supplement_ingredients).toBe(
      'Hagebuttenmark (70 %), Zucker, Wasser, Säuerungsmittel Citronensäure, Geliermittel Pektin',
    )
  })
})

describe('the checks of the particulars', () => {
  it('find a named ingredient without its quantity', () => {
    expect(
      unquantifiedNamedIngredients(
        'Baldrian-Hopfen Tee',
        'Kräuter und Blüten in wechselnden Anteilen, Baldrianwurzel, Hopfenzapfen (15 %)',
      ),
    ).toEqual(['Baldrianwurzel'])
  })

  it('find a declaration without salt, or with energy its nutrients do not give', () => {
    const declaration = { per: '100 g', energy_kj: 1000, energy_kcal: 240 }
    const nutrients = { fat: 0, saturates: 0, carbohydrate: 60, sugars: 10, protein: 0 }
    expect(nutritionProblems(JSON.stringify({ ...declaration, ...nutrients }))).toEqual(['no salt'])
    expect(
      nutritionProblems(JSON.stringify({ ...declaration, ...nutrients, salt: 0, protein: 20 })),
    ).toEqual(['240 kcal, but its nutrients give 320 kcal'])
  })
})
