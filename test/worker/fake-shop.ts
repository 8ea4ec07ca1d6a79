import { type FakeProduct, renderFamily, renderProduct } from '../../src/shop/testing'
import { FAKE_CATALOGUE, type FakeCatalogue } from './fake-catalogue'
import { listingAnswer } from './fake-shop-listing'

/**
 * A fake Magento GraphQL endpoint installed at `fetch`, for the shop data the worker's element
 * fills load (src/worker/shop): a listing's page of products (./fake-shop-listing.ts) and a
 * product's detail by url key, over the fake shop's three products or those of `catalogue`
 * (`installFakeShop({ catalogue: fakeCatalogue(2000) })`, ./fake-catalogue.ts). A products
 * query without either (a whole catalogue) is refused: no page may ask for one.
 * `hold()` keeps every answer back until released, so a test can look at what the
 * worker streamed while the shop had not answered; `down` refuses connections.
 */
export const SHOP_BASE = 'http://127.0.0.1:8788/shop/'

export interface FakeShop {
  /** GraphQL operations requested, e.g. 'products'. */
  requests: string[]
  /** The `Store` header of each of those requests (null: none). */
  storeViews: (string | null)[]
  /** The variables of each listing query (the products query with paging), in order. */
  listingVariables: Record<string, unknown>[]
  /** Products queries with neither paging nor a url key: a whole catalogue, refused. */
  wholeCatalogueRequests: number
  down: boolean
  /** Answers wait until the returned function is called. */
  hold(): () => void
  restore(): void
}

interface GraphqlRequest {
  query?: string
  variables?: Record<string, unknown>
}

const requestOf = async (input: RequestInfo | URL, init?: RequestInit): Promise<GraphqlRequest> => {
  const body = input instanceof Request ? await input.clone().text() : String(init?.body ?? '')
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (body) return JSON.parse(body) as GraphqlRequest
  const variables = url.searchParams.get('variables')
  return {
    query: url.searchParams.get('query') ?? '',
    variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : {},
  }
}

const operationOf = (request: GraphqlRequest): string =>
  /\b(?:query|mutation)\s+(\w+)/.exec(request.query ?? '')?.[1] ?? 'anonymous'

/** A fake product's url key: its sku in lower case ('MAG-400' → 'mag-400'). */
export const urlKeyOf = (sku: string) => sku.toLowerCase()

/**
 * The fake shop's English store views (any code ending in `_en`) name products in English and
 * give them url keys of their own, as Magento's store-scoped values do: 'Magnesium 400' is
 * 'Magnesium 400 (English)' at 'mag-400-en' there. Every other view answers the defaults.
 */
const isEnglishView = (storeView: string | null) => storeView?.endsWith('_en') ?? false
export const englishNameOf = (name: string) => `${name} (English)`
export const englishUrlKeyOf = (sku: string) => `${urlKeyOf(sku)}-en`

/** An answer as the store view shows it: products' names and url keys, wherever they are. */
const inStoreView = (answer: unknown, storeView: string | null): unknown => {
  if (!isEnglishView(storeView)) return answer
  const translate = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(translate)
    if (typeof value !== 'object' || value === null) return value
    const entries = Object.entries(value).map(([key, field]) => [key, translate(field)] as const)
    const product = Object.fromEntries(entries) as Record<string, unknown>
    if (typeof product.sku !== 'string') return product
    return {
      ...product,
      ...(typeof product.name === 'string' && { name: englishNameOf(product.name) }),
      ...('url_key' in product && { url_key: englishUrlKeyOf(product.sku) }),
    }
  }
  return translate(answer)
}

/** The default url key of the product a view's url key names ('mag-400-en' → 'mag-400'). */
const defaultUrlKey = (urlKey: unknown, storeView: string | null) =>
  isEnglishView(storeView) && typeof urlKey === 'string' && urlKey.endsWith('-en')
    ? urlKey.slice(0, -'-en'.length)
    : isEnglishView(storeView)
      ? null
      : urlKey

const storeViewOf = (input: RequestInfo | URL, init?: RequestInit): string | null =>
  input instanceof Request ? input.headers.get('store') : new Headers(init?.headers).get('store')

/**
 * A supplement's facts as Magento's custom attributes (src/shop/operations/supplement-facts.ts):
 * the nutrient table JSON, the ingredients with the allergen emphasised, a multiselect of
 * allergens, one nutrient without a reference value.
 */
const supplementFactsOf = (product: FakeProduct) => [
  {
    code: 'supplement_ingredients',
    value: `${product.name}, Emulgator Lecithine (<strong>Soja</strong>)`,
  },
  {
    code: 'nutrient_table',
    value: JSON.stringify({
      per: '1 Tablette',
      rows: [
        { name: 'Magnesium', amount: 400, unit: 'mg', nrv: 107 },
        { name: 'Hopfenextrakt', amount: 12.5, unit: 'mg', nrv: null },
      ],
    }),
  },
  { code: 'daily_dose', value: '1 Tablette täglich' },
  {
    code: 'warnings',
    value:
      'Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden.\nAußerhalb der Reichweite von kleinen Kindern lagern.',
  },
  { code: 'allergens', selected_options: [{ value: 'soy', label: 'Soja' }] },
  { code: 'net_quantity', value: '100 Tabletten (150 g)' },
  { code: 'food_business_operator', value: 'Vitalis GmbH, Hafenstraße 12, 20457 Hamburg' },
  { code: 'pzn', value: '12345678' },
]

/**
 * A family of sizes by its url key (the family's sku in lower case): Magento's configurable
 * product with its variants, each size's facts its own PZN (src/shop/testing/fake-shop-model.ts).
 */
const familyOf = (urlKey: unknown, products: FakeProduct[]) => {
  const sizes = products.filter((product) => urlKeyOf(product.family?.sku ?? '') === urlKey)
  if (sizes.length === 0) return null
  const family = renderFamily(sizes)
  return {
    product: sizes[0]!,
    raw: {
      ...family,
      variants: (family.variants ?? []).map((variant, index) => ({
        ...variant,
        product: {
          ...variant?.product,
          custom_attributesV2: {
            errors: [],
            items: [{ code: 'pzn', value: String(10000001 + index) }],
          },
        },
      })),
    },
  }
}

/** The product detail query's answer (src/shop/operations/product-detail.ts): by url key. */
const productDetailAnswer = (urlKey: unknown, products: FakeProduct[]) => {
  const family = familyOf(urlKey, products)
  const product =
    family?.product ?? products.find((candidate) => urlKeyOf(candidate.sku) === urlKey)
  const items = product
    ? [
        {
          ...(family?.raw ?? renderProduct(product)),
          url_key: family ? String(urlKey) : urlKeyOf(product.sku),
          meta_title: '',
          meta_description: '',
          short_description: { html: `<p>${product.name} für jeden Tag.</p>` },
          description: {
            html: `<p>${product.name} in Apothekenqualität.</p><img src=x onerror="alert(1)">`,
          },
          media_gallery: [
            {
              url: `https://shop.test/media/${product.sku}-2.jpg`,
              label: 'Rückseite',
              position: 2,
            },
            { url: `https://shop.test/media/${product.sku}.jpg`, label: product.name, position: 1 },
            { url: 'https://shop.test/media/hidden.jpg', label: '', position: 3, disabled: true },
          ],
          rating_summary: 80,
          review_count: 4,
          // The others, four at most (Magento's related products are a few chosen ones).
          related_products: products
            .filter((other) => other !== product && !other.family)
            .slice(0, 4)
            .map((other) => ({ ...renderProduct(other), url_key: urlKeyOf(other.sku) })),
          crosssell_products: [],
          custom_attributesV2: { errors: [], items: supplementFactsOf(product) },
        },
      ]
    : []
  return { data: { products: { items } } }
}

export const installFakeShop = ({
  catalogue = FAKE_CATALOGUE,
  notInEnglish = [],
}: {
  catalogue?: FakeCatalogue
  /** Skus the English views do not sell (their url key lookup answers nothing). */
  notInEnglish?: readonly string[]
} = {}): FakeShop => {
  const wrapped = globalThis.fetch
  let gate: Promise<void> = Promise.resolve()
  const shop: FakeShop = {
    requests: [],
    storeViews: [],
    listingVariables: [],
    wholeCatalogueRequests: 0,
    down: false,
    hold() {
      let release = () => undefined as void
      gate = new Promise((resolve) => {
        release = resolve
      })
      return release
    },
    restore: () => {
      globalThis.fetch = wrapped
    },
  }
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    // The shop's configuration is not GraphQL: ./fake-shop-config.ts answers it.
    if (!url.startsWith(SHOP_BASE) || url.includes('/configmanager/')) return wrapped(input, init)
    const request = await requestOf(input, init)
    const operation = operationOf(request)
    const storeView = storeViewOf(input, init)
    shop.requests.push(operation)
    shop.storeViews.push(storeView)
    await gate
    if (shop.down) throw new TypeError('fetch failed: connection refused')
    const answer = (body: unknown) => Response.json(inStoreView(body, storeView))
    // The listing's products query (src/shop/operations/product-listing.ts) pages and filters.
    if (operation === 'products' && request.variables?.currentPage !== undefined) {
      shop.listingVariables.push(request.variables ?? {})
      const withAggregations = (request.query ?? '').includes('aggregations')
      const listing = listingAnswer(request.variables ?? {}, catalogue, withAggregations)
      // Magento refuses a page past the last of a non-empty result (ProductSearch).
      const { total_count: total, page_info: info } = listing.data.products as unknown as {
        total_count: number
        page_info: { current_page: number; total_pages: number }
      }
      if (total > 0 && info.current_page > info.total_pages) {
        return Response.json({
          errors: [
            {
              message: `currentPage value ${info.current_page} specified is greater than the ${info.total_pages} page(s) available.`,
              extensions: { category: 'graphql-input' },
            },
          ],
          data: { products: null },
        })
      }
      return answer(listing)
    }
    if (operation !== 'products') {
      return Response.json({ errors: [{ message: `The fake shop does not know ${operation}` }] })
    }
    if (request.variables?.urlKey !== undefined) {
      const urlKey = defaultUrlKey(request.variables.urlKey, storeView)
      return answer(productDetailAnswer(urlKey, catalogue.products))
    }
    // A product's url key in this view (src/shop/operations/product-url-key.ts).
    if (typeof request.variables?.sku === 'string') {
      const sku = request.variables.sku
      const sold = !(isEnglishView(storeView) && notInEnglish.includes(sku))
      const family = catalogue.products.some((product) => product.family?.sku === sku)
      const items = catalogue.products
        .filter((product) => sold && product.sku === sku && !product.family)
        .map((product) => ({ sku: product.sku, url_key: urlKeyOf(product.sku) }))
      if (sold && family) items.push({ sku, url_key: urlKeyOf(sku) })
      return answer({ data: { products: { items } } })
    }
    shop.wholeCatalogueRequests += 1
    return Response.json({ errors: [{ message: 'The fake shop answers no whole catalogue' }] })
  }
  return shop
}
