import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { type Data, SHOP, failure, gql, ok } from './helpers'

const PRODUCTS = `query Products($category: String!, $pageSize: Int = 9999, $currentPage: Int = 1) {
  products(filter: { category_id: { eq: $category } }, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    items {
      __typename id uid sku name stock_status
      price_range { minimum_price {
        regular_price { value currency }
        final_price { value currency }
        discount { amount_off percent_off }
      } }
      small_image { url label }
      cartImage { url label }
      base_unit_string
      dynamicAttributes
      omnibus_price { value currency }
    }
  }
}`

const BRANDS = [
  ['vitalis', '10', 'Vitamin D3 1000 I.E.'],
  ['litozin', '20', 'Hagebutten-Pulver'],
  ['queisser', '30', 'A–Z Depot Tabletten'],
  ['stozzon', '40', 'Chlorophyll Dragees'],
] as const

describe('products', () => {
  it('lists a brand catalogue under its root category with Magento price fields', async () => {
    const data = await ok<Data>(PRODUCTS, { category: '10' })
    const { items, total_count } = data.products
    expect(total_count).toBe(42)
    const d3 = items.find((p: Data) => p.sku === 'VIT-D3-1000')
    expect(d3).toMatchObject({
      __typename: 'SimpleProduct',
      id: 1001,
      uid: btoa('1001'),
      name: 'Vitamin D3 1000 I.E.',
      stock_status: 'IN_STOCK',
      price_range: {
        minimum_price: {
          regular_price: { value: 9.95, currency: 'EUR' },
          final_price: { value: 9.95, currency: 'EUR' },
          discount: { amount_off: 0, percent_off: 0 },
        },
      },
      base_unit_string: '331,67 € / 1 kg',
      omnibus_price: { value: 9.95, currency: 'EUR' },
    })
    expect(d3.small_image).toEqual({
      url: 'http://shop.test/shop/vitalis/images/VIT-D3-1000.jpg',
      label: 'Vitamin D3 1000 I.E.',
    })
    expect(d3.cartImage).toEqual(d3.small_image)
    expect(JSON.parse(d3.dynamicAttributes)).toEqual({
      size: '120 Tabletten',
      product_line: 'Vitalis Basis',
      dh_product_type: 'Nahrungsergänzungsmittel',
      pim_id: 'PIM-1001',
    })
  })

  it.each(BRANDS)(
    'seeds %s (category %s) with at least 40 products, discounts and some out of stock',
    async (brand, category, name) => {
      const { items } = (await ok<Data>(PRODUCTS, { category }, { brand })).products
      expect(items.length).toBeGreaterThanOrEqual(40)
      expect(items.map((p: Data) => p.name)).toContain(name)
      expect(items.some((p: Data) => p.stock_status === 'OUT_OF_STOCK')).toBe(true)
      const discounted = items.filter(
        (p: Data) => p.price_range.minimum_price.discount.amount_off > 0,
      )
      expect(discounted.length).toBeGreaterThan(0)
      for (const p of items) {
        expect(p.small_image.url).toBe(`http://shop.test/shop/${brand}/images/${p.sku}.jpg`)
      }
    },
  )

  it('computes discount amount and percentage from the special price', async () => {
    const { items } = (await ok<Data>(PRODUCTS, { category: '10' })).products
    const magnesium = items.find((p: Data) => p.sku === 'VIT-MG-400')
    expect(magnesium.price_range.minimum_price).toEqual({
      regular_price: { value: 12.95, currency: 'EUR' },
      final_price: { value: 9.95, currency: 'EUR' },
      discount: { amount_off: 3, percent_off: 23.17 },
    })
    expect(magnesium.omnibus_price).toEqual({ value: 11.95, currency: 'EUR' })
  })

  it('keeps other brands out of a shop: their root category is empty there', async () => {
    const data = await ok<Data>(PRODUCTS, { category: '20' }, { brand: 'vitalis' })
    expect(data.products).toMatchObject({ total_count: 0, items: [] })
  })

  it('pages with pageSize and currentPage', async () => {
    const data = await ok<Data>(PRODUCTS, { category: '10', pageSize: 3, currentPage: 3 })
    expect(data.products.page_info).toEqual({ current_page: 3, page_size: 3, total_pages: 14 })
    expect(data.products.items).toHaveLength(3)
    const beyond = await failure(PRODUCTS, { category: '10', pageSize: 3, currentPage: 15 })
    expect(beyond).toMatchObject({
      category: 'graphql-input',
      message: 'Seite 15 gibt es nicht, es sind nur 14 Seiten.',
    })
  })

  it('needs a search or a filter, like Magento', async () => {
    const error = await failure('{ products(pageSize: 5) { total_count } }')
    expect(error).toMatchObject({
      category: 'graphql-input',
      message: 'Bitte geben Sie einen Suchbegriff oder einen Filter an.',
    })
  })

  it('filters by SKU and searches names', async () => {
    const bySku = await ok<Data>(
      '{ products(filter: { sku: { in: ["VIT-B12", "VIT-MULTI"] } }) { items { sku } } }',
    )
    expect(bySku.products.items.map((p: Data) => p.sku).sort()).toEqual(['VIT-B12', 'VIT-MULTI'])
    const search = await ok<Data>('{ products(search: "eisen vitamin c") { items { sku } } }')
    expect(search.products.items[0].sku).toBe('VIT-EISEN')
  })
})

describe('GraphQL over HTTP', () => {
  it('answers queries sent with GET', async () => {
    const url = new URL(`${SHOP}/queisser/graphql`)
    url.searchParams.set('query', PRODUCTS)
    url.searchParams.set('variables', JSON.stringify({ category: '30', pageSize: 2 }))
    url.searchParams.set('operationName', 'Products')
    const response = await SELF.fetch(url.href)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Data
    expect(body.data.products.items).toHaveLength(2)
  })

  it('refuses mutations over GET', async () => {
    const url = `${SHOP}/vitalis/graphql?query=${encodeURIComponent('mutation { createEmptyCart }')}`
    const body = (await (await SELF.fetch(url)).json()) as Data
    expect(body.errors[0].message).toBe('Mutation requests allowed only for POST requests')
    expect(body.data).toBeUndefined()
  })

  it('validates documents against the schema: an unknown field is a 200 with errors', async () => {
    const result = await gql('{ products(search: "zink") { items { sku colour_of_the_moon } } }')
    expect(result.data).toBeUndefined()
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Cannot query field "colour_of_the_moon" on type "ProductInterface".',
      }),
    ])
  })

  it('reports syntax errors as GraphQL errors', async () => {
    const result = await gql('{ products(search: "zink") { items { sku }')
    expect(result.errors?.[0]?.message).toMatch(/^Syntax Error/)
  })

  it('answers 400 to a body that is not JSON', async () => {
    const response = await SELF.fetch(`${SHOP}/vitalis/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'query=nope',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as Data).errors[0].message).toMatch(/Unable to parse/)
  })

  it('answers 404 for an unknown brand', async () => {
    const response = await SELF.fetch(`${SHOP}/acme/graphql`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(404)
  })
})
