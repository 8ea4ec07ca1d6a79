-- Ten earlier orders of the demo customer in every store, a month apart before the first one
-- (0002), so that the account's order list, 10 orders a page, has a second page (12 orders in
-- all): shipped ones, and every fourth cancelled. One product each, one to three of it, at its
-- price; shipping free from 49 EUR as in the cart; 7 % VAT included. Numbered like every order
-- (the store's digit and the id), their status history as the others'.

CREATE TABLE seed_past_orders (
  store TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  order_prefix INTEGER NOT NULL,
  sku TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

WITH RECURSIVE
  months (k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM months WHERE k < 10),
  brands (store, order_prefix, sku) AS (
    VALUES ('vitalis', 1, 'VIT-D3-1000'), ('litozin', 2, 'LIT-KOLLAGEN'),
      ('queisser', 3, 'QUE-AZ-DEPOT'), ('stozzon', 4, 'STO-CHLOROPHYLL')
  )
INSERT INTO seed_past_orders (store, customer_id, order_prefix, sku, quantity, status, created_at)
SELECT brands.store, customers.id, brands.order_prefix, brands.sku, 1 + months.k % 3,
  CASE WHEN months.k % 4 = 0 THEN 'canceled' ELSE 'complete' END,
  -- 2026-03-15 10:00 UTC (the first order of 0002), k times 30 days earlier.
  1773568800 - months.k * 2592000
FROM months
CROSS JOIN brands
JOIN customers ON customers.store = brands.store AND customers.email = 'kunde@example.com';

INSERT INTO orders (store, customer_id, status, coupon_code, subtotal_cents, subtotal_excl_tax_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, shipping_carrier, shipping_method, shipping_title, country_code, postcode, payment_method, created_at, email, firstname, lastname, street, city)
SELECT store, customer_id, status, NULL, subtotal, CAST(ROUND(subtotal / 1.07) AS INTEGER), 0,
  shipping, (subtotal + shipping) * 7 / 107, subtotal + shipping, 7, 'flatrate', 'flatrate',
  'Standardversand - DHL Paket', 'DE', '10115', 'checkmo', created_at, email, firstname, lastname,
  'Invalidenstraße 12', 'Berlin'
FROM (
  SELECT seed.store, seed.customer_id, seed.status, seed.created_at,
    products.price_cents * seed.quantity AS subtotal,
    CASE WHEN products.price_cents * seed.quantity >= 4900 THEN 0 ELSE 495 END AS shipping,
    customers.email, customers.firstname, customers.lastname
  FROM seed_past_orders AS seed
  JOIN products ON products.store = seed.store AND products.sku = seed.sku
  JOIN customers ON customers.id = seed.customer_id
  ORDER BY seed.created_at, seed.order_prefix
);

UPDATE orders
SET number = printf('%d%08d', (SELECT order_prefix FROM seed_past_orders AS seed WHERE seed.store = orders.store LIMIT 1), id)
WHERE number IS NULL;

INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents)
SELECT orders.id, products.id, products.sku, products.name, seed.quantity, products.price_cents,
  products.price_cents * seed.quantity, 0
FROM seed_past_orders AS seed
JOIN orders ON orders.store = seed.store AND orders.customer_id = seed.customer_id AND orders.created_at = seed.created_at
JOIN products ON products.store = seed.store AND products.sku = seed.sku;

-- Received; then packed and delivered to the carrier, or cancelled before it was packed.
INSERT INTO order_status_history (order_id, status, created_at)
SELECT orders.id, 'pending', orders.created_at
FROM seed_past_orders AS seed
JOIN orders ON orders.store = seed.store AND orders.customer_id = seed.customer_id AND orders.created_at = seed.created_at;
INSERT INTO order_status_history (order_id, status, created_at)
SELECT orders.id, 'processing', orders.created_at + 3600
FROM seed_past_orders AS seed
JOIN orders ON orders.store = seed.store AND orders.customer_id = seed.customer_id AND orders.created_at = seed.created_at
WHERE seed.status = 'complete';
INSERT INTO order_status_history (order_id, status, created_at)
SELECT orders.id, seed.status, orders.created_at + CASE seed.status WHEN 'complete' THEN 86400 ELSE 7200 END
FROM seed_past_orders AS seed
JOIN orders ON orders.store = seed.store AND orders.customer_id = seed.customer_id AND orders.created_at = seed.created_at;

DROP TABLE seed_past_orders;
