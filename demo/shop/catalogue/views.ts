import type { GraphQLResolveInfo } from 'graphql'
import type { ShopContext } from '../context'
import {
  PACK_SIZE,
  PACK_SIZE_LABEL,
  attributeUid,
  optionUid,
  optionValueUid,
  sizeOf,
} from '../domain/pack-sizes'
import { productPrice, productView } from '../domain/product-view'
import { encodeUid, magentoDate } from '../ids'
import { pictureUrl } from '../packshot'
import type { CategoryRow, ProductLinkRow } from '../repo/catalogue'
import { type ListingArgs, checkPaging, runListing } from './listing'
import type { Catalogue, IndexedProduct } from './model'

/**
 * The catalogue's products and categories as its GraphQL queries answer them. One module, as
 * each view reaches the other: a product lists its categories, a category lists its products.
 */

/** Marks a view made here, so product-fields.ts can tell it from the cart's leaner view. */
export const CATALOGUED = Symbol('catalogued')

/**
 * A product as the catalogue queries answer it: the cart's product view (prices, stock, the
 * extension fields) plus what a listing and a detail page read: the media gallery, categories,
 * related / cross-sell / up-sell products, the leaflets and the date it came.
 */
export const catalogueProductView = (
  product: IndexedProduct,
  catalogue: Catalogue,
  ctx: ShopContext,
): Record<string, unknown> => {
  const { id, created_at } = product.row
  const base = productView(product.row, ctx.shopBase)
  const gallery = (catalogue.media.get(id) ?? []).map((m) => ({
    url: pictureUrl(ctx.shopBase, m.file),
    label: m.label,
    position: m.position,
    disabled: false,
  }))
  const linked = (type: ProductLinkRow['link_type']) => () =>
    (catalogue.links.get(id) ?? [])
      .filter((link) => link.link_type === type)
      .flatMap((link) => {
        const other = catalogue.byId.get(link.linked_product_id)
        return other ? [catalogueProductView(other, catalogue, ctx)] : []
      })
  return {
    ...base,
    [CATALOGUED]: true,
    media_gallery: gallery.length > 0 ? gallery : base.media_gallery,
    categories: () =>
      catalogue.categories
        .filter((c) => product.positions.has(c.id))
        .map((c) => categoryView(c, catalogue, ctx)),
    related_products: linked('related'),
    crosssell_products: linked('crosssell'),
    upsell_products: linked('upsell'),
    leaflets: (catalogue.leaflets.get(id) ?? []).map((l) => ({
      title: l.title,
      url: `${ctx.shopBase}/${l.file}`,
      file_name: l.file.slice(l.file.lastIndexOf('/') + 1),
    })),
    new_from_date: magentoDate(created_at),
    created_at: magentoDate(created_at),
    ...(product.row.type_id === 'configurable' ? familyFields(product, catalogue, ctx) : {}),
  }
}

/**
 * What a family's parent answers as ConfigurableProduct: prices from its variants (the lowest
 * and highest final price, of the salable ones while any is: model.ts), in stock while any
 * variant is, the option pack_size with its values in the family's order, and the variants.
 */
const familyFields = (family: IndexedProduct, catalogue: Catalogue, ctx: ShopContext) => {
  const { language } = catalogue
  const salable = family.variants.filter((v) => v.inStock)
  const priced = salable.length > 0 ? salable : family.variants
  const lowest = priced.reduce((a, b) => (b.price < a.price ? b : a), priced[0]!)
  const highest = priced.reduce((a, b) => (b.price > a.price ? b : a), priced[0]!)
  const valueOf = (variant: IndexedProduct) => {
    const valueIndex = variant.row.pack_size ?? 0
    const label = sizeOf(variant.row.dynamic_attributes)
    return { valueIndex, label, defaultLabel: sizeOf(variant.row.default_dynamic_attributes) }
  }
  return {
    price_range: {
      minimum_price: productPrice(lowest.row),
      maximum_price: productPrice(highest.row),
    },
    stock_status: family.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
    quantity: family.variants.reduce((sum, v) => sum + v.row.stock_qty, 0),
    configurable_options: [
      {
        id: family.row.id,
        uid: optionUid(),
        attribute_id: String(PACK_SIZE.attributeId),
        attribute_id_v2: PACK_SIZE.attributeId,
        attribute_uid: attributeUid(),
        attribute_code: PACK_SIZE.code,
        label: PACK_SIZE_LABEL[language],
        position: 0,
        product_id: family.row.id,
        use_default: true,
        values: family.variants.map((variant) => {
          const { valueIndex, label, defaultLabel } = valueOf(variant)
          return {
            uid: optionValueUid(valueIndex),
            value_index: valueIndex,
            label,
            default_label: defaultLabel,
            store_label: label,
            use_default_value: true,
            swatch_data: null,
          }
        }),
      },
    ],
    variants: () =>
      family.variants.map((variant) => {
        const { valueIndex, label } = valueOf(variant)
        return {
          attributes: [
            {
              code: PACK_SIZE.code,
              label,
              uid: optionValueUid(valueIndex),
              value_index: valueIndex,
            },
          ],
          product: catalogueProductView(variant, catalogue, ctx),
        }
      }),
  }
}

const URL_SUFFIX = '.html'

const descendantsOf = (category: CategoryRow, catalogue: Catalogue): CategoryRow[] =>
  catalogue.categories.filter((c) => c.path.startsWith(`${category.path}/`))

/**
 * A category as Magento's CategoryTree: every category is an anchor (it lists its subcategories'
 * products too); breadcrumbs are its ancestors below the root (null on the first level), the
 * root category has no URL.
 */
export const categoryView = (
  category: CategoryRow,
  catalogue: Catalogue,
  ctx: ShopContext,
): Record<string, unknown> => {
  const family = [category, ...descendantsOf(category, catalogue)].map((c) => c.id)
  const url = category.url_path ? `${category.url_path}${URL_SUFFIX}` : null
  const ancestors = category.path
    .split('/')
    .map(Number)
    .map((id) => catalogue.categoryById.get(id))
    .filter((c): c is CategoryRow => c !== undefined && c.level >= 2 && c.id !== category.id)
  return {
    id: category.id,
    uid: encodeUid(category.id),
    name: category.name,
    url_key: category.url_key,
    url_path: category.url_path,
    url_suffix: URL_SUFFIX,
    canonical_url: url,
    relative_url: url,
    redirect_code: 0,
    type: 'CATEGORY',
    position: category.position,
    level: category.level,
    path: category.path,
    description: category.description,
    meta_title: category.name,
    meta_description: null,
    image: null,
    include_in_menu: 1,
    is_anchor: 1,
    display_mode: 'PRODUCTS',
    default_sort_by: 'position',
    available_sort_by: ['position', 'name', 'price', 'news_from_date'],
    staged: false,
    children_count: String(family.length - 1),
    product_count: catalogue.products.filter((p) => family.some((id) => p.positions.has(id)))
      .length,
    breadcrumbs:
      ancestors.length === 0
        ? null
        : ancestors.map((a) => ({
            category_id: a.id,
            category_uid: encodeUid(a.id),
            category_name: a.name,
            category_level: a.level,
            category_url_key: a.url_key,
            category_url_path: a.url_path,
          })),
    children: () =>
      catalogue.categories
        .filter((c) => c.parent_id === category.id)
        .sort((a, b) => a.position - b.position)
        .map((c) => categoryView(c, catalogue, ctx)),
    products: (
      args: Omit<ListingArgs, 'filter' | 'search'>,
      _ctx: unknown,
      info?: GraphQLResolveInfo,
    ) => {
      const listingArgs = { ...args, filter: { category_id: { eq: String(category.id) } } }
      checkPaging(listingArgs)
      const listing = runListing(catalogue, ctx.store.rootCategoryId, listingArgs, info)
      return {
        items: listing.items.map((p) => catalogueProductView(p, catalogue, ctx)),
        total_count: listing.total,
        page_info: listing.pageInfo,
      }
    },
  }
}
