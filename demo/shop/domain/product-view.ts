import { encodeUid } from '../ids'
import { pictureUrl } from '../packshot'
import { money, percentOff } from '../money'
import type { ProductRow } from '../repo/rows'
import { finalPriceCents, isSalable } from './catalog'

const emptyPage = { current_page: 1, page_size: 20, total_pages: 0 }

/** Magento's ProductPrice of a row: regular and final price, the discount between them. */
export const productPrice = (product: ProductRow) => {
  const regular = product.price_cents
  const final = finalPriceCents(product)
  return {
    regular_price: money(regular),
    final_price: money(final),
    discount: { amount_off: (regular - final) / 100, percent_off: percentOff(regular, final) },
    fixed_product_taxes: [],
  }
}

/**
 * A catalogue row as Magento's SimpleProduct (plus the shop's extension fields); a family's
 * parent (type_id 'configurable') answers as ConfigurableProduct, whose prices, stock and
 * variants the catalogue's view fills in (catalogue/views.ts).
 */
export const productView = (product: ProductRow, shopBase: string) => {
  const price = productPrice(product)
  const image = {
    url: pictureUrl(shopBase, product.image_path),
    label: product.name,
    position: 1,
    disabled: false,
  }
  return {
    id: product.id,
    uid: encodeUid(product.id),
    sku: product.sku,
    name: product.name,
    type_id: product.type_id ?? 'simple',
    url_key: product.url_key,
    url_suffix: '.html',
    canonical_url: `${product.url_key}.html`,
    relative_url: `${product.url_key}.html`,
    type: 'PRODUCT',
    redirect_code: 0,
    stock_status: isSalable(product) ? 'IN_STOCK' : 'OUT_OF_STOCK',
    only_x_left_in_stock: null,
    quantity: product.stock_qty,
    min_sale_qty: 1,
    max_sale_qty: 10000,
    price_range: { minimum_price: price, maximum_price: price },
    price_tiers: [],
    special_price: product.special_price_cents === null ? null : product.special_price_cents / 100,
    image,
    small_image: image,
    thumbnail: image,
    cartImage: image,
    media_gallery: [image],
    swatch_image: null,
    short_description: { html: product.short_description },
    description: { html: product.description },
    meta_title: product.name,
    meta_description: product.short_description,
    country_of_manufacture: 'DE',
    base_unit_string: product.base_unit_string,
    dynamicAttributes: product.dynamic_attributes,
    omnibus_price: product.omnibus_price_cents === null ? null : money(product.omnibus_price_cents),
    gift_message_available: false,
    gift_wrapping_available: false,
    staged: false,
    rating_summary: 0,
    review_count: 0,
    reviews: () => ({ items: [], page_info: emptyPage }),
    options: [],
    categories: [],
    related_products: [],
    upsell_products: [],
    crosssell_products: [],
    url_rewrites: [],
  }
}
