-- The demo shop's database (binding SHOP_DB, database "vitalis-demo-shop"): a small stand-in
-- for Magento's catalogue, quotes, customers and sales tables. Money is integer cents, gross
-- (VAT included); times are Unix seconds (UTC). Every row belongs to one brand store
-- (vitalis, litozin, queisser, stozzon).

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL,
  category_id INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  price_cents INTEGER NOT NULL CHECK (price_cents > 0),
  special_price_cents INTEGER CHECK (special_price_cents IS NULL OR special_price_cents > 0),
  -- Lowest price of the last 30 days (EU Omnibus directive).
  omnibus_price_cents INTEGER,
  stock_qty INTEGER NOT NULL DEFAULT 0 CHECK (stock_qty >= 0),
  is_in_stock INTEGER NOT NULL DEFAULT 1 CHECK (is_in_stock IN (0, 1)),
  -- Relative to the brand's shop base: images/<sku>.svg, served by demo/shop/images.ts.
  image_path TEXT NOT NULL,
  -- German base price ("Grundpreis"), e.g. '331,67 € / 1 kg'.
  base_unit_string TEXT,
  -- JSON object: size, product_line, dh_product_type, pim_id.
  dynamic_attributes TEXT NOT NULL DEFAULT '{}',
  short_description TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  UNIQUE (store, sku)
);
CREATE INDEX products_by_category ON products (store, category_id, position);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  -- pbkdf2_sha256$<iterations>$<salt hex>$<hash hex> (demo/shop/password.ts); NULL: cannot sign in.
  password_hash TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (store, email)
);

CREATE TABLE customer_tokens (
  token TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX customer_tokens_by_customer ON customer_tokens (customer_id);

CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  code TEXT NOT NULL COLLATE NOCASE,
  -- percent: amount is a percentage of the items; fixed: amount is cents off the items.
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  label TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  UNIQUE (store, code)
);

CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  -- The id clients see: 32 random letters and digits, like Magento's masked quote id.
  masked_id TEXT NOT NULL UNIQUE,
  store TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers (id),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  coupon_code TEXT,
  country_code TEXT,
  postcode TEXT,
  shipping_carrier TEXT,
  shipping_method TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX carts_by_customer ON carts (store, customer_id, is_active);
-- A customer has one active cart per store, even when two requests create it at once.
CREATE UNIQUE INDEX carts_one_active_per_customer ON carts (store, customer_id)
  WHERE is_active = 1 AND customer_id IS NOT NULL;

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (cart_id, product_id)
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  -- Magento's increment id: the store's digit and the id, e.g. '100000007'.
  number TEXT UNIQUE,
  store TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers (id),
  -- One order per cart: a second placement of the same cart fails here.
  cart_id INTEGER UNIQUE REFERENCES carts (id),
  status TEXT NOT NULL DEFAULT 'pending',
  currency TEXT NOT NULL DEFAULT 'EUR',
  coupon_code TEXT,
  subtotal_cents INTEGER NOT NULL,
  subtotal_excl_tax_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL DEFAULT 0,
  shipping_cents INTEGER NOT NULL DEFAULT 0,
  tax_cents INTEGER NOT NULL,
  grand_total_cents INTEGER NOT NULL,
  tax_rate INTEGER NOT NULL,
  shipping_carrier TEXT,
  shipping_method TEXT,
  shipping_title TEXT,
  country_code TEXT NOT NULL,
  postcode TEXT,
  payment_method TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX orders_by_customer ON orders (store, customer_id, created_at);

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products (id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- Unit price actually charged (gross, special price included), row total and its discount.
  price_cents INTEGER NOT NULL,
  row_total_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX order_items_by_order ON order_items (order_id);
