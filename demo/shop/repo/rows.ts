/** Rows of demo/migrations/0001_shop.sql, as D1 returns them. */

export interface ProductRow {
  id: number
  store: string
  sku: string
  name: string
  url_key: string
  category_id: number
  position: number
  price_cents: number
  special_price_cents: number | null
  omnibus_price_cents: number | null
  stock_qty: number
  is_in_stock: number
  image_path: string
  base_unit_string: string | null
  dynamic_attributes: string
  short_description: string
  description: string
  /** 'configurable': a pack-size family's parent (0016_pack_sizes.sql); else 'simple'. */
  type_id: 'simple' | 'configurable'
  /** A variant's configurable parent (Not Visible Individually); null on every other product. */
  parent_id: number | null
  /** A variant's option id (value_index) of the attribute pack_size. */
  pack_size: number | null
  /** A variant's place in its family (1 = the parent's former pack). */
  variant_position: number | null
}

export interface CustomerRow {
  id: number
  store: string
  email: string
  firstname: string
  lastname: string
  password_hash: string | null
  created_at: number
}

export interface CouponRow {
  id: number
  store: string
  code: string
  kind: 'percent' | 'fixed'
  amount: number
  label: string
  is_active: number
}

export interface CartRow {
  id: number
  masked_id: string
  store: string
  customer_id: number | null
  is_active: number
  coupon_code: string | null
  country_code: string | null
  postcode: string | null
  shipping_carrier: string | null
  shipping_method: string | null
  created_at: number
  updated_at: number
}

export interface CartItemRow {
  id: number
  cart_id: number
  product_id: number
  quantity: number
  created_at: number
}

export interface OrderRow {
  id: number
  number: string
  store: string
  customer_id: number | null
  cart_id: number | null
  status: string
  currency: string
  coupon_code: string | null
  subtotal_cents: number
  subtotal_excl_tax_cents: number
  discount_cents: number
  shipping_cents: number
  tax_cents: number
  grand_total_cents: number
  tax_rate: number
  shipping_carrier: string | null
  shipping_method: string | null
  shipping_title: string | null
  country_code: string
  postcode: string | null
  payment_method: string
  created_at: number
  /** Contact and address the order was placed with (0005); null on orders placed before. */
  email: string | null
  firstname: string | null
  lastname: string | null
  street: string | null
  city: string | null
}

export interface OrderStatusRow {
  id: number
  order_id: number
  status: string
  created_at: number
}

export interface ReturnRow {
  id: number
  number: string
  store: string
  order_id: number
  customer_id: number | null
  status: string
  contact_email: string | null
  comment: string | null
  created_at: number
}

export interface ReturnItemRow {
  id: number
  return_id: number
  order_item_id: number
  quantity: number
  status: string
}

export interface OrderItemRow {
  id: number
  order_id: number
  product_id: number | null
  sku: string
  name: string
  quantity: number
  price_cents: number
  row_total_cents: number
  discount_cents: number
}

/** "?, ?, ?" for an IN list. */
export const placeholders = (count: number): string => Array(count).fill('?').join(', ')
