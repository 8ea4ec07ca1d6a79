import type { ShopContext } from '../context'
import { productView } from '../domain/product-view'
import { magentoDate } from '../ids'
import type { ProductLinkRow } from '../repo/catalogue'
import { categoryView } from './category-view'
import type { Catalogue, IndexedProduct } from './model'

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
    url: `${ctx.shopBase}/${m.file}`,
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
  }
}
