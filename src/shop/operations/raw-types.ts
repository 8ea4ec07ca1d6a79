/**
 * The shapes the shop answers with for our selections, as nullable as the Magento schema makes
 * them (lists may hold nulls). Only the mappers read these.
 */
export interface RawMoney {
  value?: number | null
  currency?: string | null
}

export interface RawProduct {
  id?: number | string | null
  sku?: string | null
  name?: string | null
  cartImage?: { url?: string | null; label?: string | null } | null
  base_unit_string?: string | null
  dynamicAttributes?: string | null
  price_range?: {
    minimum_price?: {
      final_price?: RawMoney | null
      regular_price?: RawMoney | null
      discount?: { amount_off?: number | null; percent_off?: number | null } | null
    } | null
  } | null
  omnibus_price?: RawMoney | null
  stock_status?: string | null
  url_key?: string | null
  /** A ConfigurableProduct's variants: its pack sizes. */
  variants?: (RawVariant | null)[] | null
}

export interface RawVariant {
  attributes?:
    ({ code?: string | null; label?: string | null; uid?: string | null } | null)[] | null
  product?: RawProduct | null
}

/** A cart item's product: the price fields and its cross-sells with the tile's fields. */
export interface RawCartProduct extends RawProduct {
  crosssell_products?: (RawProduct | null)[] | null
}

export interface RawCartItem {
  uid: string
  quantity: number
  product: RawCartProduct
  prices?: {
    price_including_tax?: RawMoney | null
    row_total_including_tax?: RawMoney | null
  } | null
  errors?: ({ code: string; message: string } | null)[] | null
  /** A ConfigurableCartItem's chosen size. */
  configurable_options?:
    | ({
        configurable_product_option_value_uid?: string | null
        value_label?: string | null
      } | null)[]
    | null
  configured_variant?: RawProduct | null
}

export interface RawCart {
  id: string
  total_quantity?: number | null
  items?: (RawCartItem | null)[] | null
  applied_coupons?: ({ code: string } | null)[] | null
  prices?: {
    discounts?: ({ amount?: RawMoney | null; label?: string | null } | null)[] | null
    subtotal_including_tax?: RawMoney | null
    grand_total?: RawMoney | null
  } | null
  shipping_addresses?:
    | ({
        country?: { code?: string | null } | null
        postcode?: string | null
        selected_shipping_method?: { amount?: RawMoney | null } | null
      } | null)[]
    | null
}

export interface RawShippingMethod {
  amount?: RawMoney | null
  available?: boolean | null
  carrier_code?: string | null
  carrier_title?: string | null
  method_code?: string | null
  method_title?: string | null
  price_incl_tax?: RawMoney | null
  price_excl_tax?: RawMoney | null
}

export interface RawUserError {
  code?: string | null
  message?: string | null
  path?: (string | null)[] | null
}
