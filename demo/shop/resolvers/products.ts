import type { GraphQLResolveInfo } from 'graphql'
import { customAttributesV2 } from '../catalogue/custom-attributes'
import { catalogueOf } from '../catalogue/load'
import { type ListingArgs, checkPaging, runListing } from '../catalogue/listing'
import { FAMILY_RESOLVERS, PRODUCT_DETAIL_RESOLVERS } from '../catalogue/product-fields'
import { catalogueProductView } from '../catalogue/views'
import { invalidInput, phrase } from '../errors'
import type { Language } from '../store-views'
import type { ResolverMap } from './types'

/**
 * Magento's sort options: Position first, then the attributes "Used for Sorting in Product
 * Listing", labelled with the view's attribute labels.
 */
const SORT_LABELS = {
  de: { position: 'Position', name: 'Produktname', price: 'Preis', news_from_date: 'Neu ab' },
  en: {
    position: 'Position',
    name: 'Product Name',
    price: 'Price',
    news_from_date: 'Set Product as New from',
  },
} as const satisfies Record<Language, Record<string, string>>

const sortFields = (language: Language) => ({
  default: 'position',
  options: Object.entries(SORT_LABELS[language]).map(([value, label]) => ({ label, value })),
})

/**
 * Query.products: search, filter (category, price, SKU, url key, name, the extension's
 * attributes), sort and page the brand's catalogue, with layered-navigation aggregations.
 */
const products = async (
  _: unknown,
  args: ListingArgs,
  ctx: Parameters<typeof catalogueOf>[0],
  info?: GraphQLResolveInfo,
) => {
  if (!args.search && !args.filter) throw invalidInput(phrase('searchOrFilter'))
  checkPaging(args)
  const catalogue = await catalogueOf(ctx)
  const listing = runListing(catalogue, ctx.store.rootCategoryId, args, info)
  return {
    items: listing.items.map((p) => catalogueProductView(p, catalogue, ctx)),
    total_count: listing.total,
    page_info: listing.pageInfo,
    aggregations: (aggregationArgs: {
      filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null
    }) =>
      listing.aggregations(aggregationArgs.filter?.category?.includeDirectChildrenOnly === true),
    suggestions: [],
    sort_fields: sortFields(ctx.view.language),
  }
}

export const productResolvers: ResolverMap = {
  Query: { products },
  // The shop's two concrete product types (TYPE_RESOLVERS in index.ts): pack-size families are
  // configurable products, everything else (their variants too) simple ones.
  SimpleProduct: { ...PRODUCT_DETAIL_RESOLVERS, custom_attributesV2: customAttributesV2 },
  ConfigurableProduct: { ...FAMILY_RESOLVERS, custom_attributesV2: customAttributesV2 },
}
