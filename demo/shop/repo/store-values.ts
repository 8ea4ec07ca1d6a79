/**
 * The catalogue tables as one store view sees them: its store-scoped values
 * (demo/migrations/0010_store_views.sql) over the default ones, as Magento's EAV reads a value of
 * the store first and the default's where the store has none. Each is a table expression with
 * one parameter, the view's code, to write where the table's name stood: `FROM ${PRODUCTS} AS
 * products`; the rows have the table's own columns, so the code reading them is the same for
 * every view.
 */

/** A product's dynamic attributes merge the view's JSON over the default's (RFC 7396). */
export const PRODUCTS_IN_VIEW = `(SELECT p.id, p.store, p.sku,
    COALESCE(v.name, p.name) AS name,
    COALESCE(v.url_key, p.url_key) AS url_key,
    p.category_id, p.position, p.price_cents, p.special_price_cents, p.omnibus_price_cents,
    p.stock_qty, p.is_in_stock, p.image_path,
    COALESCE(v.base_unit_string, p.base_unit_string) AS base_unit_string,
    CASE WHEN v.dynamic_attributes IS NULL THEN p.dynamic_attributes
      ELSE json_patch(p.dynamic_attributes, v.dynamic_attributes) END AS dynamic_attributes,
    COALESCE(v.short_description, p.short_description) AS short_description,
    COALESCE(v.description, p.description) AS description,
    p.created_at, p.type_id, p.parent_id, p.pack_size, p.variant_position,
    p.dynamic_attributes AS default_dynamic_attributes
  FROM products p
  LEFT JOIN product_store_values v ON v.product_id = p.id AND v.store_view = ?)`

export const CATEGORIES_IN_VIEW = `(SELECT c.id, c.store, c.parent_id,
    COALESCE(v.name, c.name) AS name,
    COALESCE(v.url_key, c.url_key) AS url_key,
    COALESCE(v.url_path, c.url_path) AS url_path,
    c.position, c.level, c.path,
    COALESCE(v.description, c.description) AS description
  FROM categories c
  LEFT JOIN category_store_values v ON v.category_id = c.id AND v.store_view = ?)`

export const MEDIA_IN_VIEW = `(SELECT m.product_id, m.position, m.file,
    COALESCE(v.label, m.label) AS label
  FROM product_media m
  LEFT JOIN product_media_store_labels v
    ON v.product_id = m.product_id AND v.position = m.position AND v.store_view = ?)`

export const LEAFLETS_IN_VIEW = `(SELECT l.product_id, l.position, l.file,
    COALESCE(v.title, l.title) AS title
  FROM product_leaflets l
  LEFT JOIN product_leaflet_store_titles v
    ON v.product_id = l.product_id AND v.position = l.position AND v.store_view = ?)`
