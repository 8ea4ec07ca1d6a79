import { describe, expect, it } from 'vitest'
import { type Data, ok } from './helpers'
import { VALUE, family, uid } from './pack-size-queries'

/**
 * Pack-size families as Magento 2.4.8's configurable products (demo/migrations/0016): their
 * answers and listings; the cart's side is pack-size-cart.worker.test.ts.
 */

describe('a pack-size family', () => {
  it('answers as ConfigurableProduct with the option pack_size and its variants', async () => {
    const product = await family('VIT-C-1000')
    expect(product).toMatchObject({
      __typename: 'ConfigurableProduct',
      sku: 'VIT-C-1000',
      stock_status: 'IN_STOCK',
      url_key: 'vitamin-c-1000-depot',
      price_range: {
        minimum_price: { final_price: { value: 10.95 } },
        maximum_price: { final_price: { value: 19.95 } },
      },
    })
    const [option] = product.configurable_options
    expect(option).toMatchObject({
      attribute_code: 'pack_size',
      attribute_uid: uid('215'),
      uid: uid('configurable/215'),
      label: 'Packungsgröße',
      position: 0,
      use_default: true,
    })
    expect(option.values.map((v: Data) => v.label)).toEqual(['60 Tabletten', '120 Tabletten'])
    for (const value of option.values) {
      expect(value).toMatchObject({
        uid: VALUE(value.value_index),
        default_label: value.label,
        store_label: value.label,
        use_default_value: true,
        swatch_data: null,
      })
    }
    expect(product.variants.map((v: Data) => v.product.sku)).toEqual([
      'VIT-C-1000-60',
      'VIT-C-1000-120',
    ])
    const [small, large] = product.variants
    expect(small.attributes).toEqual([
      {
        code: 'pack_size',
        label: '60 Tabletten',
        uid: option.values[0].uid,
        value_index: option.values[0].value_index,
      },
    ])
    expect(large.product).toMatchObject({
      __typename: 'SimpleProduct',
      name: expect.stringMatching(/, 120 Tabletten$/),
      stock_status: 'IN_STOCK',
      base_unit_string: '118,75 € / 1 kg',
      cartImage: { url: expect.stringMatching(/\/images\/VIT-C-1000-120\.jpg$/) },
      omnibus_price: { value: 19.95 },
      price_range: { minimum_price: { final_price: { value: 19.95 } } },
    })
    expect(JSON.parse(large.product.dynamicAttributes).size).toBe('120 Tabletten')
    const facts = Object.fromEntries(
      large.product.custom_attributesV2.items.map((i: Data) => [i.code, i.value]),
    )
    // Vitamin C is no pharmacy article: no PZN for any of its sizes, but each its own quantity.
    expect(facts.pzn).toBeUndefined()
    expect(facts.net_quantity).toBe('120 Tabletten (168 g)')
  })

  it("gives each size of a pharmacy article its own PZN, the first keeping its parent's former", async () => {
    const pznOf = (product: Data) =>
      product.custom_attributesV2.items.find((i: Data) => i.code === 'pzn')?.value
    const product = await family('VIT-D3-K2-TROPFEN')
    const pzns = product.variants.map((v: Data) => pznOf(v.product))
    expect(pzns).toHaveLength(3)
    for (const pzn of pzns) expect(pzn).toMatch(/^\d{8}$/)
    expect(new Set(pzns).size).toBe(3)
    // The PZN the drops had as a simple product (0013_product_facts.sql).
    expect(pzns[0]).toBe('79981900')
  })

  it('leaves a sold-out pack out of the price range and keeps the family in stock', async () => {
    const product = await family('VIT-D3-K2-TROPFEN')
    const stock = product.variants.map((v: Data) => v.product.stock_status)
    expect(stock).toEqual(['IN_STOCK', 'IN_STOCK', 'OUT_OF_STOCK'])
    expect(product.stock_status).toBe('IN_STOCK')
    expect(product.price_range.maximum_price.final_price.value).toBe(32.95)
    expect(product.price_range.minimum_price.final_price.value).toBe(17.95)
  })

  it('has one family per brand whose packs cost the same', async () => {
    const product = await family('VIT-D3-20000')
    expect(product.variants.map((v: Data) => v.attributes[0].label)).toEqual([
      '24 Kapseln',
      '2 × 12 Kapseln',
    ])
    expect(product.price_range.minimum_price).toEqual(product.price_range.maximum_price)
  })

  it('answers the English view with English labels and names', async () => {
    const product = await family('VIT-C-1000', 'vitalis_en')
    expect(product.configurable_options[0].label).toBe('Pack size')
    expect(product.configurable_options[0].values[1]).toMatchObject({
      label: '120 tablets',
      store_label: '120 tablets',
      default_label: '120 Tabletten',
    })
    expect(product.variants[1].product.name).toBe('Vitamin C 1000 Slow Release, 120 tablets')
  })
})

describe('families in listings', () => {
  const LIST = `query List($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: 100) {
      total_count
      items { __typename sku price_range { minimum_price { final_price { value } } } }
    }
  }`
  const list = async (variables: Data) => (await ok<Data>(LIST, variables)).products

  it('lists a family once and never a variant', async () => {
    const { items, total_count } = await list({ filter: { category_id: { eq: '10' } } })
    expect(total_count).toBe(42)
    const skus = items.map((p: Data) => p.sku)
    expect(skus).toContain('VIT-C-1000')
    expect(skus.some((sku: string) => sku.startsWith('VIT-C-1000-'))).toBe(false)
    expect(items.filter((p: Data) => p.__typename === 'ConfigurableProduct').length).toBe(15)
  })

  it('finds no variant by its sku filter, the family by its own', async () => {
    expect((await list({ filter: { sku: { eq: 'VIT-C-1000-120' } } })).total_count).toBe(0)
    expect((await list({ filter: { sku: { in: ['VIT-C-1000', 'VIT-B12'] } } })).total_count).toBe(2)
    expect(
      (await list({ filter: { url_key: { eq: 'vitamin-c-1000-depot-120' } } })).total_count,
    ).toBe(0)
  })

  it('matches the price filter by any pack and sorts by the lowest price', async () => {
    // VIT-C-1000 costs 10.95 and 19.95: a range around the large pack finds the family.
    const ranged = await list({
      filter: { category_id: { eq: '10' }, price: { from: '19', to: '20' } },
    })
    expect(ranged.items.map((p: Data) => p.sku)).toContain('VIT-C-1000')
    const sorted = await list({ filter: { category_id: { eq: '10' } }, sort: { price: 'ASC' } })
    const prices = sorted.items.map((p: Data) => p.price_range.minimum_price.final_price.value)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it("finds a family by a variant's name and sku", async () => {
    const byName = await list({ search: '120 Tabletten Vitamin C' })
    expect(byName.items.map((p: Data) => p.sku)).toContain('VIT-C-1000')
    const bySku = await list({ search: 'VIT-C-1000-120' })
    expect(bySku.items[0].sku).toBe('VIT-C-1000')
    expect(bySku.items.every((p: Data) => !p.sku.startsWith('VIT-C-1000-'))).toBe(true)
  })
})
