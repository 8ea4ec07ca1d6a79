import type { ConfiguredSize, Product, ProductSize } from '../types'

/**
 * Product families: one product page, the pack sizes a shopper chooses from (Magento's
 * ConfigurableProduct with a SimpleProduct per size). A tile, the quick view and the product
 * page each show the family in one size; these rules decide which, and what it looks like.
 */

/** The address's parameter that names the chosen size, by its sku (the same in every language). */
export const SIZE_PARAM = 'variant'

const inStock = (size: ProductSize): boolean => size.product.stock_status !== 'OUT_OF_STOCK'

/**
 * The size a page shows: the one named (by its sku, from the address), else the first in stock
 * in the shop's order, else the first. Null for a product sold in one size.
 */
export const chosenSize = (family: Product, sku?: string | null): ProductSize | null => {
  const sizes = family.sizes ?? []
  if (sizes.length === 0) return null
  return (
    (sku ? sizes.find((size) => size.product.sku === sku) : undefined) ??
    sizes.find(inStock) ??
    sizes[0] ??
    null
  )
}

/**
 * The family in one size: the size's sku, prices, stock, base price and picture (the family's
 * where the size has none), under the family's name and address, with the family's sizes (for
 * the 'from' rule and the size choice) and what the cart takes for it. A product sold in one
 * size is itself.
 */
export const inSize = (family: Product, size: ProductSize | null): Product => {
  if (!size) return family
  const own = size.product
  return {
    ...own,
    name: family.name,
    cartImage: own.cartImage ?? family.cartImage,
    size: size.label,
    product_line: own.product_line ?? family.product_line,
    dh_product_type: own.dh_product_type ?? family.dh_product_type,
    pim_id: own.pim_id ?? family.pim_id,
    ...(family.url_key ? { url_key: family.url_key } : {}),
    ...(family.sizes ? { sizes: family.sizes } : {}),
    configured: { parentSku: family.sku, optionUid: size.uid },
  }
}

/** The family in the size a page shows by default (chosenSize without a named size). */
export const shownSize = (family: Product): Product => inSize(family, chosenSize(family))

/**
 * A product as a shopper chose it: a product sold alone, or a family's size (its own sku, with
 * the family's sku and the size's option). The cart and the wishlist keep exactly this.
 */
export interface ChosenProduct {
  sku: string
  configured?: ConfiguredSize | undefined
}

/**
 * What addProductsToCart and addProductsToWishlist take for a product: a family's size by the family's sku with the
 * size's option in `selected_options` (Magento 2.4.8's CartItemInput, as its documentation
 * adds configurable products), a product sold alone by its sku.
 */
export const cartItemInputOf = (
  product: ChosenProduct,
  quantity: number,
): { sku: string; quantity: number; selected_options?: string[] } =>
  product.configured
    ? {
        sku: product.configured.parentSku,
        quantity,
        selected_options: [product.configured.optionUid],
      }
    : { sku: product.sku, quantity }

/**
 * The skus a page showing this product shows: a family's own and each of its sizes', so that a
 * purge by the sku of one size (its price changed) clears the pages of its family.
 */
export const skusShown = (product: Product): string[] => [
  product.sku,
  ...(product.sizes ?? []).map((size) => size.product.sku),
]

/**
 * A family as its tile carries it in a listing's page: already in the size the tile shows (what
 * shownSize makes of it, so the tile shows the same), without its sizes, and with the highest
 * final price among them, which is all the 'from' rule needs of the others (the shown size is not
 * the family's most expensive exactly when a dearer size exists). A family's tile then weighs
 * about what a single product's does, for two sizes or twenty, and a listing page's bytes do not
 * grow with the sizes its families come in; the quick view and the product page load the family
 * whole, and so does the browser's refetch of the page's products (by the family's sku).
 */
export const asListed = (family: Product): Product => {
  const shown = chosenSize(family)
  if (!family.sizes || !shown) return family
  const { sizes: _whole, ...inItsSize } = inSize(family, shown)
  return {
    ...inItsSize,
    dearestSizePrice: Math.max(...family.sizes.map((size) => finalPriceOf(size.product))),
  }
}

const finalPriceOf = (product: Product): number =>
  product.price_range.minimum_price.final_price.value || 0
