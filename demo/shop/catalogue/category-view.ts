import type { GraphQLResolveInfo } from 'graphql'
import type { ShopContext } from '../context'
import { encodeUid } from '../ids'
import type { CategoryRow } from '../repo/catalogue'
import { type ListingArgs, checkPaging, runListing } from './listing'
import type { Catalogue } from './model'
import { catalogueProductView } from './product-view'

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
