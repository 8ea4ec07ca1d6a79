/**
 * Shared selections. Every cart-returning operation asks for the same CART_FIELDS so the store
 * always receives a whole cart (SPEC.md section 3). `items` (not `itemsV2`) because itemsV2 pages
 * at 20 items by default; `items` still works in 2.4.8, only deprecated. Stock status is not
 * requested on cart items (SPEC.md section 3). Each fragment string carries the definitions it
 * spreads, so a document appends exactly one of them.
 */
const MONEY = '{ value currency }'

export const PRODUCT_PRICE_FIELDS = /* GraphQL */ `
fragment ProductPriceFields on ProductInterface {
  id
  sku
  name
  cartImage { url label }
  base_unit_string
  dynamicAttributes
  price_range {
    minimum_price {
      final_price ${MONEY}
      regular_price ${MONEY}
      discount { amount_off percent_off }
    }
  }
}`

/**
 * What a product tile shows (and the detail's buying box on top of the price fields): link,
 * stock and the omnibus price. Listings, product details with their linked products and the
 * browser's refetch of a page's products ask for the same, so a product looks alike wherever a
 * page carries it.
 */
const PRODUCT_SIZE_FIELDS = /* GraphQL */ `
fragment ProductSizeFields on ProductInterface {
  ...ProductPriceFields
  url_key
  stock_status
  omnibus_price ${MONEY}
}`

/**
 * A product family (Magento's ConfigurableProduct) brings its pack sizes: each variant's option
 * uid and label, and the variant's own price, stock and omnibus price, so that a tile, the quick
 * view and the product page show and add a size without asking again. A page's products carry
 * at most a few sizes each, so a page's weight grows with its tiles, never with the catalogue.
 */
export const PRODUCT_TILE_FIELDS = /* GraphQL */ `
  fragment ProductTileFields on ProductInterface {
    ...ProductSizeFields
    ... on ConfigurableProduct {
      variants {
        attributes {
          code
          label
          uid
        }
        product {
          ...ProductSizeFields
        }
      }
    }
  }
  ${PRODUCT_SIZE_FIELDS}
  ${PRODUCT_PRICE_FIELDS}
`

/**
 * Each item's product brings its cross-sells (Magento's "bought together" links) with the tile's
 * fields and nothing more: the cart's recommendations (./bought-together.ts) come with every cart
 * answer, no extra call, and a cart of n items carries at most a few tiles per item. A line of a
 * family's size (Magento's ConfigurableCartItem: `product` is the family) names its size and the
 * size's own product (`configured_variant`), which the line shows. A line's product states its
 * 30-day low (omnibus_price), from which a reduction struck beside the line is measured.
 */
export const CART_FIELDS = /* GraphQL */ `
fragment CartFields on Cart {
  id
  total_quantity
  items {
    uid
    quantity
    product {
      ...ProductPriceFields
      url_key
      omnibus_price ${MONEY}
      crosssell_products { ...ProductTileFields }
    }
    prices { price_including_tax ${MONEY} row_total_including_tax ${MONEY} }
    errors { code message }
    ... on ConfigurableCartItem {
      configurable_options { configurable_product_option_value_uid value_label }
      configured_variant { ...ProductPriceFields omnibus_price ${MONEY} }
    }
  }
  applied_coupons { code }
  prices {
    discounts { amount ${MONEY} label }
    subtotal_including_tax ${MONEY}
    grand_total ${MONEY}
  }
  shipping_addresses {
    country { code }
    postcode
    selected_shipping_method { amount ${MONEY} carrier_code method_code }
  }
}
${PRODUCT_TILE_FIELDS}`

export const SHIPPING_METHOD_FIELDS = /* GraphQL */ `
fragment ShippingMethodFields on AvailableShippingMethod {
  amount ${MONEY}
  available
  carrier_code
  carrier_title
  method_code
  method_title
  price_incl_tax ${MONEY}
  price_excl_tax ${MONEY}
}`
