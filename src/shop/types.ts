/**
 * The cart's domain model (SPEC.md section 3), in the shape the UI reads. Field names follow
 * Magento's GraphQL where the SPEC names them that way (row_total_including_tax, grand_total), so
 * the UI and the SPEC speak the same words; ids are text.
 */
export interface Money {
  value: number
  currency: string
}

export interface ProductImage {
  url: string
  label: string
}

/** The four keys of the shop's `dynamicAttributes` JSON, merged into the product. */
export interface DynamicAttributes {
  size: string | null
  product_line: string | null
  dh_product_type: string | null
  pim_id: string | null
}

export interface MinimumPrice {
  final_price: Money
  regular_price: Money
  discount: { amount_off: number; percent_off: number }
}

export interface Product extends DynamicAttributes {
  /** Magento's numeric product id, as text (the catalogue map key). */
  id: string
  sku: string
  name: string
  cartImage: ProductImage | null
  base_unit_string: string | null
  price_range: { minimum_price: MinimumPrice }
  /** Lowest price of the last 30 days (EU Omnibus directive); null where the shop states none. */
  omnibus_price: Money | null
  /** Not requested on cart items (SPEC.md section 3), so null there. */
  stock_status: string | null
  /** The detail page's address segment (`<products page>/<url key>`); absent on cart items. */
  url_key?: string
  /**
   * A product family's pack sizes (Magento's ConfigurableProduct `variants` over the pack-size
   * attribute), in the shop's order; absent or empty on a product sold in one size.
   */
  sizes?: ProductSize[]
  /**
   * One size of a family, as a tile or the product page shows it (./catalogue/pack-sizes.ts):
   * the family's sku and the size's option uid, which is what the cart takes for it (Magento
   * adds a configurable's variant by the parent's sku with `selected_options`).
   */
  configured?: ConfiguredSize
  /**
   * A listed family in the size its tile shows, which carries no `sizes` (asListed in
   * ./catalogue/pack-sizes.ts): the highest final price among its sizes, what the tile's 'from'
   * rule reads instead of them.
   */
  dearestSizePrice?: number
}

/** One pack size of a product family: a configurable product's variant. */
export interface ProductSize {
  /**
   * The option value's uid (Magento: base64 of `configurable/<attribute id>/<value index>`),
   * what addProductsToCart's `selected_options` takes.
   */
  uid: string
  /** The store view's label of the size, e.g. '60 Kapseln' or '60 capsules'. */
  label: string
  /** The size's own shop product: its sku, price, stock, base price, omnibus price, picture. */
  product: Product
}

export interface ConfiguredSize {
  parentSku: string
  optionUid: string
}

export interface CartItemError {
  code: string
  message: string
}

export interface CartItem {
  /** Magento's cart_item_uid: the id updateCartItems and removeItemFromCart take. */
  id: string
  quantity: number
  product: Product
  /** One piece's price and the line's, tax included (Magento's CartItemPrices). */
  prices: { price_including_tax: Money; row_total_including_tax: Money }
  errors: CartItemError[]
}

export interface CartDiscount {
  amount: Money
  label: string
}

export interface CartPrices {
  discounts: CartDiscount[]
  subtotal_including_tax: Money
  grand_total: Money
}

export interface ShippingAddress {
  country: { code: string }
  postcode: string | null
}

export interface ShippingMethod {
  amount: Money
  available: boolean
  carrier_code: string
  carrier_title: string
  method_code: string
  method_title: string
  price_incl_tax: Money
  price_excl_tax: Money
}

export type CartType = 'guest' | 'customer'

/** What one shop answer tells about a cart (mapped from the CART_FIELDS fragment). */
export interface ShopCart {
  id: string
  items: CartItem[]
  coupons: string[]
  prices: CartPrices
  shippingAddresses: ShippingAddress[]
  /** The amount of the first address's selected shipping method, if one is selected. */
  shippingCost: Money | null
  /** The items' cross-sells to recommend (operations/bought-together.ts). */
  boughtTogether: Product[]
}

/** A user input error of the shop (reorderItems, addProductsToCart, updateCartItems). */
export interface ShopUserError {
  code: string
  message: string
  path?: string[]
}
