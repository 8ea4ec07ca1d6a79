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
import { magentoDate } from '../ids'
import { pictureUrl } from '../packshot'
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
