import { type FakeProduct, renderProduct } from '../../src/shop/testing'
import { FAKE_CATALOGUE, type FakeCatalogue } from './fake-catalogue'

export { FAKE_CATEGORIES } from './fake-catalogue'

/**
 * The fake shop's answer to the listing query (src/shop/operations/product-listing.ts): the
 * catalogue's products (by default the three fake products in two subcategories, small enough
 * to check by eye; ./fake-catalogue.ts), filtered, searched, sorted, paged and counted the way
 * Magento does it.
 */
type Fake = FakeProduct

const lineOf = (product: Fake): string | null => {
  const attributes = product.dynamicAttributes
    ? (JSON.parse(product.dynamicAttributes) as { product_line?: string })
    : {}
  return attributes.product_line ?? null
}

interface Variables {
  search?: string | null
  filter?: Record<string, { eq?: string; in?: string[]; from?: string; to?: string }>
  sort?: Record<string, 'ASC' | 'DESC'> | null
  pageSize?: number
  currentPage?: number
  countFilter?: Variables['filter']
  withCategoryCounts?: boolean
}

const count = <T>(items: T[], key: (item: T) => string | null) => {
  const counts = new Map<string, number>()
  for (const item of items) {
    const value = key(item)
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts].map(([value, n]) => ({ label: value, value, count: n }))
}

export const listingAnswer = (
  variables: Variables,
  catalogue: FakeCatalogue = FAKE_CATALOGUE,
  /** False when the query asks for none: counting them is most of the work at 50,000 products. */
  withAggregations = true,
): {
  data: { products: { aggregations: unknown[] } & Record<string, unknown> } & Record<
    string,
    unknown
  >
} => {
  const { products, categories } = catalogue
  const filter = variables.filter ?? {}
  const search = (variables.search ?? '').toLowerCase()
  const category = categories.find((entry) => entry.uid === filter.category_uid?.eq)
  // A set: the sitemap asks 300 skus at a time of catalogues of 50,000 products.
  const skus = filter.sku?.in ? new Set(filter.sku.in) : null
  let items = products.filter(
    (product) =>
      (!skus || skus.has(product.sku)) &&
      (!search || product.name.toLowerCase().includes(search)) &&
      (!category || category.skus.includes(product.sku)) &&
      (!filter.product_line || lineOf(product) === filter.product_line.eq) &&
      (!filter.stock_status ||
        (product.inStock !== false) === (filter.stock_status.eq === 'IN_STOCK')) &&
      (!filter.price ||
        (product.price >= Number(filter.price.from ?? 0) &&
          (filter.price.to === undefined || product.price < Number(filter.price.to)))),
  )
  const [[field, direction] = []] = Object.entries(variables.sort ?? {})
  if (field === 'name') items = items.sort((a, b) => a.name.localeCompare(b.name))
  if (field === 'price') items = items.sort((a, b) => a.price - b.price)
  if (direction === 'DESC') items = items.reverse()
  const pageSize = variables.pageSize ?? 20
  const currentPage = variables.currentPage ?? 1
  const aggregations =
    items.length === 0 || !withAggregations
      ? []
      : [
          {
            attribute_code: 'price',
            label: 'Price',
            options: count(items, (p) => (p.price < 10 ? '0_10' : '10_20')),
          },
          {
            attribute_code: 'category_uid',
            label: 'Category',
            options: categories
              .map((entry) => ({
                label: entry.name,
                value: entry.uid,
                count: items.filter((p) => entry.skus.includes(p.sku)).length,
              }))
              .filter((option) => option.count > 0),
          },
          { attribute_code: 'product_line', label: 'Produktlinie', options: count(items, lineOf) },
          {
            attribute_code: 'stock_status',
            label: 'Stock',
            options: count(items, (p) => (p.inStock === false ? 'OUT_OF_STOCK' : 'IN_STOCK')),
          },
        ]
  return {
    data: {
      products: {
        total_count: items.length,
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(items.length / pageSize),
        },
        items: items
          .slice((currentPage - 1) * pageSize, currentPage * pageSize)
          .map((product) => ({ ...renderProduct(product), url_key: product.sku.toLowerCase() })),
        aggregations,
      },
      categories: {
        items: categories.map(({ uid, name, position }) => ({ uid, name, position })),
      },
      // The aliased second look at the root category for a category view's neighbours.
      ...(variables.withCategoryCounts
        ? {
            categoryCounts: {
              aggregations: listingAnswer(
                { ...variables, filter: variables.countFilter ?? {}, withCategoryCounts: false },
                catalogue,
              ).data.products.aggregations,
            },
          }
        : {}),
    },
  }
}
