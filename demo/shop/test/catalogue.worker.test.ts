import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { type Data, SHOP, addItems, createGuestCart, failure, ok } from './helpers'

const LISTING = `query Listing(
  $search: String
  $filter: ProductAttributeFilterInput
  $sort: ProductAttributeSortInput
  $pageSize: Int = 100
  $currentPage: Int = 1
) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    sort_fields { default options { label value } }
    aggregations { attribute_code label count position options { label value count } }
    items {
      sku name new_from_date stock_status dynamicAttributes
      price_range { minimum_price { final_price { value } } }
    }
  }
}`

const list = async (variables: Record<string, unknown>, brand = 'vitalis') =>
  (await ok<Data>(LISTING, variables, { brand })).products

const ROOT = { category_id: { eq: '10' } }
const aggregation = (products: Data, code: string) =>
  products.aggregations.find((a: Data) => a.attribute_code === code)
const finalPrice = (item: Data): number => item.price_range.minimum_price.final_price.value
const sum = (options: Data[]) => options.reduce((total: number, o: Data) => total + o.count, 0)

describe('layered navigation (aggregations)', () => {
  it('counts categories, price ranges, product lines, types and stock over the whole result', async () => {
    const products = await list({ filter: ROOT, pageSize: 5 })
    expect(products.total_count).toBe(42)
    expect(products.items).toHaveLength(5)
    expect(products.aggregations.map((a: Data) => a.attribute_code)).toEqual([
      'price',
      'category_uid',
      'product_line',
      'dh_product_type',
      'stock_status',
    ])
    const price = aggregation(products, 'price')
    // The highest price is a pack's 92.95 (VIT-KONZENTRATION, 360 capsules): ranges of 10,
    // labelled "from-to", valued "from_to", only those with a product or a family's pack.
    expect(price).toMatchObject({ label: 'Preis', count: price.options.length })
    expect(price.options.map((o: Data) => o.value)).toEqual([
      '0_10',
      '10_20',
      '20_30',
      '30_40',
      '40_50',
      '60_70',
      '90_100',
    ])
    expect(price.options[0].label).toBe('0-10')
    const categories = aggregation(products, 'category_uid')
    expect(categories.label).toBe('Kategorie')
    expect(categories.options.map((o: Data) => o.label)).not.toContain('Alle Produkte')
    expect(categories.options).toHaveLength(6)
    for (const code of ['product_line', 'dh_product_type', 'stock_status']) {
      expect(sum(aggregation(products, code).options), code).toBe(42)
    }
    // A pack-size family counts in every range one of its packs is in (its price filter finds
    // it there), so the ranges hold the 42 products and the families' further packs.
    expect(sum(price.options)).toBeGreaterThan(42)
    expect(aggregation(products, 'product_line')).toMatchObject({
      label: 'Produktlinie',
      position: 10,
    })
    expect(aggregation(products, 'dh_product_type').options.map((o: Data) => o.value)).toEqual(
      expect.arrayContaining([
        'nahrungsergaenzungsmittel',
        'medizinprodukt',
        'kosmetik',
        'lebensmittel',
      ]),
    )
  })

  it('gives each option the count its filter then finds', async () => {
    const products = await list({ filter: ROOT, pageSize: 1 })
    const checks: [string, Record<string, unknown>, number][] = [
      ...aggregation(products, 'category_uid').options.map((o: Data) => [
        o.label,
        { category_uid: { eq: o.value } },
        o.count,
      ]),
      ...aggregation(products, 'price').options.map((o: Data) => {
        const [from, to] = o.value.split('_')
        return [o.label, { ...ROOT, price: { from, to } }, o.count]
      }),
      ...['product_line', 'dh_product_type', 'stock_status'].flatMap((code) =>
        aggregation(products, code).options.map((o: Data) => [
          `${code} ${o.value}`,
          { ...ROOT, [code]: { eq: o.value } },
          o.count,
        ]),
      ),
    ]
    for (const [label, filter, count] of checks) {
      expect((await list({ filter, pageSize: 1 })).total_count, label).toBe(count)
    }
  })

  it('narrows every aggregation to the filtered result', async () => {
    const products = await list({ filter: { ...ROOT, product_line: { eq: 'vitalis-nacht' } } })
    expect(products.total_count).toBeGreaterThan(3)
    expect(aggregation(products, 'product_line').options).toEqual([
      { label: 'Vitalis Nacht', value: 'vitalis-nacht', count: products.total_count },
    ])
    for (const item of products.items) {
      expect(JSON.parse(item.dynamicAttributes).product_line).toBe('Vitalis Nacht')
    }
  })

  it('lists only the direct subcategories with includeDirectChildrenOnly', async () => {
    const data = await ok<Data>(`{
      products(filter: { category_uid: { eq: "${btoa('10')}" } }, pageSize: 1) {
        aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
          attribute_code options { label value }
        }
      }
    }`)
    const categories = data.products.aggregations.find(
      (a: Data) => a.attribute_code === 'category_uid',
    )
    expect(categories.options).toHaveLength(6)
  })

  it('filters by stock status', async () => {
    const out = await list({ filter: { ...ROOT, stock_status: { eq: 'OUT_OF_STOCK' } } })
    expect(out.total_count).toBeGreaterThanOrEqual(3)
    expect(out.items.every((p: Data) => p.stock_status === 'OUT_OF_STOCK')).toBe(true)
    const inStock = await list({ filter: { ...ROOT, stock_status: { eq: 'IN_STOCK' } } })
    expect(inStock.total_count + out.total_count).toBe(42)
  })

  it('answers nothing to aggregate when nothing matched', async () => {
    const products = await list({ search: 'zzzzunbekannt' })
    expect(products).toMatchObject({ total_count: 0, items: [], aggregations: [] })
  })
})

describe('sorting', () => {
  it('sorts by position by default and offers Magento’s sort fields', async () => {
    const products = await list({ filter: ROOT })
    expect(products.items.slice(0, 3).map((p: Data) => p.sku)).toEqual([
      'VIT-D3-1000',
      'VIT-MG-400',
      'VIT-ZINK-C',
    ])
    expect(products.sort_fields).toEqual({
      default: 'position',
      options: [
        { label: 'Position', value: 'position' },
        { label: 'Produktname', value: 'name' },
        { label: 'Preis', value: 'price' },
        { label: 'Neu ab', value: 'news_from_date' },
      ],
    })
  })

  it('sorts by name, price and newest in both directions', async () => {
    const names = (await list({ filter: ROOT, sort: { name: 'ASC' } })).items.map(
      (p: Data) => p.name,
    )
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de', { numeric: true })))
    const byPrice = (await list({ filter: ROOT, sort: { price: 'DESC' } })).items.map(finalPrice)
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a))
    const newest = (await list({ filter: ROOT, sort: { news_from_date: 'DESC' } })).items
    const dates = newest.map((p: Data) => p.new_from_date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(dates[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const oldest = (await list({ filter: ROOT, sort: { news_from_date: 'ASC' } })).items
    expect(oldest[0].sku).toBe('VIT-D3-1000')
  })

  it('sorts by the fields in the order the query writes them', async () => {
    const data = await ok<Data>(`{
      products(filter: { category_id: { eq: "10" } }, sort: { price: ASC, name: DESC }, pageSize: 100) {
        items { name price_range { minimum_price { final_price { value } } } }
      }
    }`)
    const prices = data.products.items.map(finalPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('sorts a category by the products’ positions in it', async () => {
    const products = await list({ filter: { category_url_path: { eq: 'schlaf-entspannung' } } })
    expect(products.items[0].sku).toBe('VIT-MELISSE')
  })
})

describe('search', () => {
  it('ranks name matches above description matches and defaults to relevance', async () => {
    const products = await list({ search: 'vitamin c' })
    const inName = products.items.map((p: Data) => /vitamin c\b/i.test(p.name))
    expect(inName[0]).toBe(true)
    expect(inName).toContain(false)
    // Once the names stop matching, they do not start again.
    expect(inName.slice(inName.indexOf(false))).not.toContain(true)
  })

  it('needs every word and finds word beginnings', async () => {
    const products = await list({ search: 'magnes brause' })
    expect(products.items.map((p: Data) => p.sku)).toEqual(['VIT-MG-BRAUSE'])
  })

  it('searches within a filter and sorts as asked', async () => {
    const products = await list({
      search: 'vitamin',
      filter: { category_url_path: { eq: 'immunsystem' } },
      sort: { price: 'ASC' },
    })
    expect(products.total_count).toBeGreaterThan(3)
    const prices = products.items.map(finalPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })
})

describe('paging', () => {
  it('pages through the whole catalogue without gaps or overlaps', async () => {
    const seen: string[] = []
    for (let page = 1; page <= 5; page++) {
      const products = await list({
        filter: ROOT,
        sort: { price: 'ASC' },
        pageSize: 10,
        currentPage: page,
      })
      expect(products.page_info).toEqual({ current_page: page, page_size: 10, total_pages: 5 })
      seen.push(...products.items.map((p: Data) => p.sku))
    }
    expect(seen).toHaveLength(42)
    expect(new Set(seen).size).toBe(42)
    expect(await failure(LISTING, { filter: ROOT, pageSize: 10, currentPage: 6 })).toMatchObject({
      category: 'graphql-input',
      message: 'Seite 6 gibt es nicht, es sind nur 5 Seiten.',
    })
    expect(await failure(LISTING, { filter: ROOT, pageSize: 0 })).toMatchObject({
      message: 'Die Seitengröße muss größer als 0 sein.',
    })
  })
})

const DETAIL = `query Detail($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    total_count
    items {
      sku name url_key url_suffix canonical_url stock_status base_unit_string
      short_description { html } description { html }
      media_gallery { url label position disabled }
      categories { uid name url_path level }
      related_products { sku name url_key }
      crosssell_products { sku }
      leaflets { title url file_name }
      price_range { minimum_price { regular_price { value } final_price { value } discount { percent_off } } }
      omnibus_price { value }
    }
  }
}`

describe('product detail by url key', () => {
  it('answers images, categories, related and cross-sell products and leaflets', async () => {
    const data = await ok<Data>(DETAIL, { urlKey: 'magnesium-400' })
    expect(data.products.total_count).toBe(1)
    const [product] = data.products.items
    expect(product).toMatchObject({
      sku: 'VIT-MG-400',
      url_suffix: '.html',
      canonical_url: 'magnesium-400.html',
      omnibus_price: { value: 11.95 },
    })
    expect(product.media_gallery).toEqual([
      {
        url: `${SHOP}/vitalis/images/VIT-MG-400.jpg`,
        label: 'Magnesium 400',
        position: 1,
        disabled: false,
      },
      {
        url: `${SHOP}/vitalis/images/VIT-MG-400.back.jpg`,
        label: 'Magnesium 400 – Rückseite',
        position: 2,
        disabled: false,
      },
      {
        url: `${SHOP}/vitalis/images/VIT-MG-400.detail.jpg`,
        label: 'Magnesium 400 – Inhalt',
        position: 3,
        disabled: false,
      },
    ])
    expect(product.categories.map((c: Data) => c.url_path)).toEqual([
      null,
      'mineralstoffe',
      'energie-konzentration',
    ])
    expect(product.related_products).toHaveLength(4)
    expect(product.related_products.map((p: Data) => p.sku)).not.toContain('VIT-MG-400')
    expect(product.crosssell_products.length).toBeGreaterThan(0)
    expect(product.leaflets).toEqual([
      {
        title: 'Produktinformation',
        url: `${SHOP}/vitalis/leaflets/VIT-MG-400-produktinformation.pdf`,
        file_name: 'VIT-MG-400-produktinformation.pdf',
      },
    ])
  })

  it('serves the gallery pictures (photos and their drawings) and the leaflets', async () => {
    const { media_gallery: gallery } = (await ok<Data>(DETAIL, { urlKey: 'magnesium-400' }))
      .products.items[0]
    for (const { url } of gallery) {
      const photo = await SELF.fetch(url)
      expect(photo.status, url).toBe(200)
      expect(photo.headers.get('content-type'), url).toBe('image/jpeg')
      await photo.arrayBuffer()
    }
    const picture = await SELF.fetch(`${SHOP}/vitalis/images/VIT-MG-400.back.svg`)
    expect(picture.status).toBe(200)
    expect(await picture.text()).toContain('Zutaten')
    const [leaflet] = (await ok<Data>(DETAIL, { urlKey: 'meerwasser-nasenspray' })).products
      .items[0].leaflets
    expect(leaflet.title).toBe('Gebrauchsinformation')
    const pdf = await SELF.fetch(leaflet.url)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true)
    expect((await SELF.fetch(`${SHOP}/vitalis/leaflets/nope.pdf`)).status).toBe(404)
  })

  it('finds only the shop’s own products by url key', async () => {
    const data = await ok<Data>(DETAIL, { urlKey: 'hagebutten-pulver' })
    expect(data.products).toMatchObject({ total_count: 0, items: [] })
  })
})

const TREE = `{
  categories {
    total_count
    items {
      uid name level url_path product_count children_count
      children { uid name url_key url_path url_suffix level position product_count breadcrumbs { category_name } }
    }
  }
}`

describe('categories', () => {
  it('answers the store’s root category with its subcategories in order', async () => {
    const data = await ok<Data>(TREE)
    expect(data.categories.total_count).toBe(1)
    const [root] = data.categories.items
    expect(root).toMatchObject({
      uid: btoa('10'),
      name: 'Alle Produkte',
      level: 1,
      url_path: null,
      product_count: 42,
      children_count: '6',
    })
    expect(root.children.map((c: Data) => c.name)).toEqual([
      'Vitamine',
      'Mineralstoffe',
      'Immunsystem',
      'Herz & Kreislauf',
      'Energie & Konzentration',
      'Schlaf & Entspannung',
    ])
    for (const child of root.children) {
      expect(child).toMatchObject({ level: 2, url_suffix: '.html', breadcrumbs: null })
      const products = await list({ filter: { category_uid: { eq: child.uid } }, pageSize: 1 })
      expect(products.total_count, child.name).toBe(child.product_count)
    }
  })

  it('finds categories by url path, parent and name, and lists their products', async () => {
    const byPath = await ok<Data>(`{
      categories(filters: { url_path: { eq: "vitamine" } }) {
        items { name uid products(pageSize: 5, sort: { name: ASC }) { total_count items { sku } page_info { total_pages } } }
      }
    }`)
    const [vitamine] = byPath.categories.items
    expect(vitamine.name).toBe('Vitamine')
    expect(vitamine.products.items).toHaveLength(5)
    expect(vitamine.products.page_info.total_pages).toBe(
      Math.ceil(vitamine.products.total_count / 5),
    )
    const children = await ok<Data>(
      '{ categoryList(filters: { parent_id: { eq: "10" } }) { name } }',
    )
    expect(children.categoryList).toHaveLength(6)
    const byName = await ok<Data>(
      '{ categories(filters: { name: { match: "schlaf" } }) { items { url_key } } }',
    )
    expect(byName.categories.items).toEqual([{ url_key: 'schlaf-entspannung' }])
  })

  it('keeps every brand to its own tree', async () => {
    const data = await ok<Data>(
      '{ categories(filters: { ids: { eq: "101" } }) { total_count } }',
      {},
      { brand: 'litozin' },
    )
    expect(data.categories.total_count).toBe(0)
    const litozin = await ok<Data>(TREE, {}, { brand: 'litozin' })
    expect(litozin.categories.items[0]).toMatchObject({ uid: btoa('20'), product_count: 42 })
  })

  it('refuses pages below 1 with Magento’s message', async () => {
    expect(await failure('{ categories(currentPage: 0) { total_count } }')).toMatchObject({
      category: 'graphql-input',
      message: 'Die Seitenzahl muss größer als 0 sein.',
    })
  })
})

describe('products elsewhere', () => {
  it('answers gallery, links and leaflets of a cart item’s product too', async () => {
    const cartId = await createGuestCart()
    await addItems(cartId, [{ sku: 'VIT-NASENSPRAY', quantity: 1 }])
    const data = await ok<Data>(
      `query Cart($id: String!) { cart(cart_id: $id) { items { product {
        sku media_gallery { position } leaflets { title } related_products { sku } categories { name }
      } } } }`,
      { id: cartId },
    )
    const [item] = data.cart.items
    expect(item.product.media_gallery).toHaveLength(3)
    expect(item.product.leaflets).toEqual([{ title: 'Gebrauchsinformation' }])
    expect(item.product.related_products.length).toBeGreaterThan(0)
    expect(item.product.categories.map((c: Data) => c.name)).toContain('Immunsystem')
  })
})
