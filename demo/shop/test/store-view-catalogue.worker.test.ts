import { beforeAll, describe, expect, it } from 'vitest'
import { ENGLISH, GERMAN, insertEnglishRows } from './english-rows'
import { type Data, ok } from './helpers'

const DETAIL = `query Detail($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    total_count
    items {
      sku name url_key base_unit_string dynamicAttributes
      short_description { html } description { html }
      media_gallery { label position }
      leaflets { title }
      categories { name url_key url_path }
    }
  }
}`

const CATEGORY = `query Category($path: String!) {
  categories(filters: { url_path: { eq: $path } }) {
    total_count
    items { name url_key url_path description }
  }
}`

const FACETS = `{
  products(filter: { category_id: { eq: "10" } }, pageSize: 1) {
    aggregations { attribute_code label options { label value } }
    sort_fields { options { label value } }
  }
}`

const detail = async (urlKey: string, store?: string) =>
  (await ok<Data>(DETAIL, { urlKey }, { store })).products

const category = async (path: string, store?: string) =>
  (await ok<Data>(CATEGORY, { path }, { store })).categories

const facets = async (store?: string) => (await ok<Data>(FACETS, {}, { store })).products

const labels = (products: Data) =>
  Object.fromEntries(products.aggregations.map((a: Data) => [a.attribute_code, a.label]))

beforeAll(insertEnglishRows)

describe('the catalogue per store view', () => {
  it('answers the English view with its store values over the German defaults', async () => {
    const { total_count, items } = await detail(ENGLISH.urlKey, 'vitalis_en')
    expect(total_count).toBe(1)
    const [product] = items
    expect(product).toMatchObject({
      sku: 'VIT-D3-1000',
      name: ENGLISH.name,
      url_key: ENGLISH.urlKey,
      base_unit_string: ENGLISH.baseUnit,
      short_description: { html: ENGLISH.shortDescription },
      description: { html: ENGLISH.description },
      leaflets: [{ title: ENGLISH.leafletTitle }],
    })
    // The view's attributes merge over the default's: the pim id stays, size and line are English.
    expect(JSON.parse(product.dynamicAttributes)).toMatchObject({
      size: ENGLISH.size,
      product_line: ENGLISH.productLine,
      pim_id: 'PIM-1001',
    })
    // A picture without an English label keeps the German one.
    expect(product.media_gallery.map((m: Data) => m.label)).toEqual([
      GERMAN.name,
      ENGLISH.pictureLabel,
      `${GERMAN.name} – Inhalt`,
    ])
    expect(product.categories).toContainEqual({
      name: ENGLISH.category.name,
      url_key: ENGLISH.category.urlKey,
      url_path: ENGLISH.category.urlKey,
    })
  })

  it('answers German without a Store header and in the German view', async () => {
    for (const store of [undefined, 'vitalis_de']) {
      const [product] = (await detail(GERMAN.urlKey, store)).items
      expect(product, store).toMatchObject({
        name: GERMAN.name,
        base_unit_string: '331,67 € / 1 kg',
      })
      expect(product.leaflets).toEqual([{ title: 'Produktinformation' }])
      const [vitamine] = (await category(GERMAN.category.urlPath, store)).items
      expect(vitamine.name).toBe(GERMAN.category.name)
    }
  })

  it('finds products and categories by the view’s own url keys only, as Magento', async () => {
    expect((await detail(GERMAN.urlKey, 'vitalis_en')).total_count).toBe(0)
    expect((await detail(ENGLISH.urlKey)).total_count).toBe(0)
    expect((await detail(ENGLISH.urlKey, 'vitalis_de')).total_count).toBe(0)
    expect((await category(GERMAN.category.urlPath, 'vitalis_en')).total_count).toBe(0)
    expect((await category(ENGLISH.category.urlKey)).total_count).toBe(0)
    expect((await category(ENGLISH.category.urlKey, 'vitalis_en')).items).toEqual([
      {
        name: ENGLISH.category.name,
        url_key: ENGLISH.category.urlKey,
        url_path: ENGLISH.category.urlKey,
        description: ENGLISH.category.description,
      },
    ])
  })

  it('values an option the same in every view, as Magento’s option ids', async () => {
    const line = (products: Data) =>
      products.aggregations.find((a: Data) => a.attribute_code === 'product_line').options
    expect(line(await facets('vitalis_en'))).toContainEqual(
      expect.objectContaining({ label: ENGLISH.productLine, value: 'vitalis-basis' }),
    )
    expect(line(await facets())).toContainEqual(
      expect.objectContaining({ label: 'Vitalis Basis', value: 'vitalis-basis' }),
    )
    const filtered = await ok<Data>(
      '{ products(filter: { product_line: { eq: "vitalis-basis" } }) { items { sku name } } }',
      {},
      { store: 'vitalis_en' },
    )
    expect(filtered.products.items).toContainEqual({ sku: 'VIT-D3-1000', name: ENGLISH.name })
  })

  it('labels facets, their options and the sort fields in the view’s language', async () => {
    const german = await facets()
    expect(labels(german)).toEqual({
      price: 'Preis',
      category_uid: 'Kategorie',
      product_line: 'Produktlinie',
      dh_product_type: 'Produkttyp',
      stock_status: 'Verfügbarkeit',
    })
    const english = await facets('vitalis_en')
    expect(labels(english)).toEqual({
      price: 'Price',
      category_uid: 'Category',
      product_line: 'Product line',
      dh_product_type: 'Product type',
      stock_status: 'Availability',
    })
    const options = (products: Data, code: string) =>
      products.aggregations
        .find((a: Data) => a.attribute_code === code)
        .options.map((o: Data) => o.label)
    expect(options(english, 'category_uid')).toContain(ENGLISH.category.name)
    expect(options(english, 'stock_status')).toContain('In stock')
    expect(options(german, 'category_uid')).toContain(GERMAN.category.name)
    expect(options(german, 'stock_status')).toContain('Auf Lager')
    expect(english.sort_fields.options).toEqual([
      { label: 'Position', value: 'position' },
      { label: 'Product Name', value: 'name' },
      { label: 'Price', value: 'price' },
      { label: 'Set Product as New from', value: 'news_from_date' },
    ])
  })
})
