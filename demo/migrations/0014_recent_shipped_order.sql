-- A recently shipped order of the demo customer in every store, inside the 30-day return period
-- (demo/shop/return-period.ts), so that a return can be registered whenever the demo runs: it is
-- dated three days before the migration is applied (the other seeded orders are from 2026 and
-- older, past the period). Two of one product, shipped a day after it was placed; numbered like
-- every order (the store's digit and the id).

CREATE TABLE seed_recent_orders (
  store TEXT NOT NULL,
  order_prefix INTEGER NOT NULL,
  sku TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

WITH brands (store, order_prefix, sku) AS (
  VALUES ('vitalis', 1, 'VIT-D3-1000'), ('litozin', 2, 'LIT-KOLLAGEN'),
    ('queisser', 3, 'QUE-AZ-DEPOT'), ('stozzon', 4, 'STO-CHLOROPHYLL')
)
INSERT INTO seed_recent_orders (store, order_prefix, sku, created_at)
SELECT store, order_prefix, sku, unixepoch('now') - 3 * 86400 FROM brands;

INSERT INTO orders (store, customer_id, status, coupon_code, subtotal_cents, subtotal_excl_tax_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, shipping_carrier, shipping_method, shipping_title, country_code, postcode, payment_method, created_at, email, firstname, lastname, street, city)
SELECT seed.store, customers.id, 'complete', NULL, products.price_cents * 2,
  CAST(ROUND(products.price_cents * 2 / 1.07) AS INTEGER), 0,
  CASE WHEN products.price_cents * 2 >= 4900 THEN 0 ELSE 495 END,
  (products.price_cents * 2 + CASE WHEN products.price_cents * 2 >= 4900 THEN 0 ELSE 495 END) * 7 / 107,
  products.price_cents * 2 + CASE WHEN products.price_cents * 2 >= 4900 THEN 0 ELSE 495 END,
  7, 'flatrate', 'flatrate', 'Standardversand - DHL Paket', 'DE', '10115', 'checkmo',
  seed.created_at, customers.email, customers.firstname, customers.lastname,
  'Invalidenstraße 12', 'Berlin'
FROM seed_recent_orders AS seed
JOIN customers ON customers.store = seed.store AND customers.email = 'kunde@example.com'
JOIN products ON products.store = seed.store AND products.sku = seed.sku
ORDER BY seed.order_prefix;

UPDATE orders
SET number = printf('%d%08d', (SELECT order_prefix FROM seed_recent_orders AS seed WHERE seed.store = orders.store), id)
WHERE number IS NULL;

INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents)
SELECT orders.id, products.id, products.sku, products.name, 2, products.price_cents,
  products.price_cents * 2, 0
FROM seed_recent_orders AS seed
JOIN orders ON orders.store = seed.store AND orders.created_at = seed.created_at AND orders.status = 'complete'
JOIN products ON products.store = seed.store AND products.sku = seed.sku;

-- Received, packed, and a day later delivered to the carrier.
WITH history (status, after) AS (VALUES ('pending', 0), ('processing', 3600), ('complete', 86400))
INSERT INTO order_status_history (order_id, status, created_at)
SELECT orders.id, history.status, orders.created_at + history.after
FROM seed_recent_orders AS seed
JOIN orders ON orders.store = seed.store AND orders.created_at = seed.created_at
CROSS JOIN history;

DROP TABLE seed_recent_orders;
