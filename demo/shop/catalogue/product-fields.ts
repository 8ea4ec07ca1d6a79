import type { GraphQLResolveInfo } from 'graphql'
import type { ShopContext } from '../context'
import { catalogueOf } from './load'
import { CATALOGUED, catalogueProductView } from './views'

/** The fields only the catalogue's view of a product carries (views.ts). */
const DETAIL_FIELDS = [
  'media_gallery',
  'categories',
  'related_products',
  'crosssell_products',
  'upsell_products',
  'leaflets',
  'new_from_date',
  'created_at',
] as const

/** A family's fields, which only the catalogue (its variants) knows (views.ts). */
const FAMILY_FIELDS = [
  ...DETAIL_FIELDS,
  'price_range',
  'stock_status',
  'quantity',
  'configurable_options',
  'variants',
] as const

type Source = Record<string | symbol, unknown>

/**
 * A product reached through a cart, an order or a wishlist is the cart's view of it; these
 * resolvers answer its gallery, categories, links and leaflets from the catalogue all the same,
 * as Magento answers ProductInterface the same wherever it appears.
 */
const detailField =
  (name: (typeof FAMILY_FIELDS)[number]) =>
  async (parent: unknown, args: unknown, ctx: ShopContext, info?: GraphQLResolveInfo) => {
    const source = parent as Source
    let view: Source = source
    if (!source[CATALOGUED]) {
      const catalogue = await catalogueOf(ctx)
      const product = catalogue.byId.get(Number(source.id))
      if (product) view = catalogueProductView(product, catalogue, ctx)
    }
    const value = view[name]
    return typeof value === 'function'
      ? (value as (...a: unknown[]) => unknown)(args, ctx, info)
      : (value ?? (name === 'leaflets' ? [] : null))
  }

export const PRODUCT_DETAIL_RESOLVERS = Object.fromEntries(
  DETAIL_FIELDS.map((name) => [name, detailField(name)]),
)

/** ConfigurableProduct's: the detail fields and the family's prices, stock and variants. */
export const FAMILY_RESOLVERS = Object.fromEntries(
  FAMILY_FIELDS.map((name) => [name, detailField(name)]),
)
