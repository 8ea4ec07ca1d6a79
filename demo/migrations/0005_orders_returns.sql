-- Orders a customer can look back on, and returns (Magento's sales_order addresses and status
-- history, and Adobe Commerce's RMA tables, cut down): the contact and address an order was
-- placed with (one address serves as shipping and billing address in the demo), each status an
-- order went through, and the returns a customer requested for an order's items. Seeds a second
-- past order of the demo customer in every store (processing; the first, 0002, is complete) and a
-- guest order per store for the guest order lookup (gast@example.com, last name Gast).

ALTER TABLE orders ADD COLUMN email TEXT;
ALTER TABLE orders ADD COLUMN firstname TEXT;
ALTER TABLE orders ADD COLUMN lastname TEXT;
ALTER TABLE orders ADD COLUMN street TEXT;
ALTER TABLE orders ADD COLUMN city TEXT;

CREATE TABLE order_status_history (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- Magento's order state codes: pending, processing, complete, canceled, closed.
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX order_status_history_by_order ON order_status_history (order_id, created_at);

CREATE TABLE returns (
  id INTEGER PRIMARY KEY,
  -- Magento's RMA increment id: the store's digit and the id, e.g. '100000001'.
  number TEXT UNIQUE,
  store TEXT NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  customer_id INTEGER REFERENCES customers (id),
  -- ReturnStatus of the schema: PENDING, AUTHORIZED, RECEIVED, APPROVED, CLOSED …
  status TEXT NOT NULL DEFAULT 'PENDING',
  contact_email TEXT,
  comment TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX returns_by_customer ON returns (store, customer_id, created_at);

CREATE TABLE return_items (
  id INTEGER PRIMARY KEY,
  return_id INTEGER NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  status TEXT NOT NULL DEFAULT 'PENDING'
);

-- The first past order of every store (0002) with its customer and address.
UPDATE orders SET email = 'kunde@example.com', firstname = 'Anna', lastname = 'Schneider', street = 'Invalidenstraße 12', city = 'Berlin' WHERE id = 1;
UPDATE orders SET email = 'kunde@example.com', firstname = 'Lena', lastname = 'Fischer', street = 'Invalidenstraße 12', city = 'Berlin' WHERE id = 2;
UPDATE orders SET email = 'kunde@example.com', firstname = 'Jonas', lastname = 'Weber', street = 'Invalidenstraße 12', city = 'Berlin' WHERE id = 3;
UPDATE orders SET email = 'kunde@example.com', firstname = 'Marie', lastname = 'Becker', street = 'Invalidenstraße 12', city = 'Berlin' WHERE id = 4;

-- The second past order of the demo customer: placed later, still being packed.
INSERT INTO orders (id, number, store, customer_id, status, coupon_code, subtotal_cents, subtotal_excl_tax_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, shipping_carrier, shipping_method, shipping_title, country_code, postcode, payment_method, created_at, email, firstname, lastname, street, city) VALUES (5, '100000005', 'vitalis', 1, 'processing', NULL, 1990, 1860, 0, 495, 162, 2485, 7, 'flatrate', 'flatrate', 'Standardversand - DHL Paket', 'DE', '10115', 'paypal_express', 1776852000, 'kunde@example.com', 'Anna', 'Schneider', 'Invalidenstraße 12', 'Berlin');
INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents) VALUES (5, 1001, 'VIT-D3-1000', 'Vitamin D3 1000 I.E.', 2, 995, 1990, 0);
INSERT INTO orders (id, number, store, customer_id, status, coupon_code, subtotal_cents, subtotal_excl_tax_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, shipping_carrier, shipping_method, shipping_title, country_code, postcode, payment_method, created_at, email, firstname, lastname, street, city) VALUES (6, '200000006', 'litozin', 2, 'processing', NULL, 2995, 2799, 0, 495, 228, 3490, 7, 'flatrate', 'flatrate', 'Standardversand - DHL Paket', 'DE', '10115', 'paypal_express', 1776852000, 'kunde@example.com', 'Lena', 'Fischer', 'Invalidenstraße 12', 'Berlin');
INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents) VALUES (6, 2002, 'LIT-KOLLAGEN', 'Kollagen Kapseln', 1, 2995, 2995, 0);
INSERT INTO orders (id, number, store, customer_id, status, coupon_code, subtotal_cents, subtotal_excl_tax_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, shipping_carrier, shipping_method, shipping_title, country_code, postcode, payment_method, created_at, email, firstname, lastname, street, city) VALUES (7, '300000007', 'queisser', 3, 'processing', NULL, 1998, 1867, 0, 495, 163, 2493, 7, 'flatrate', 'flatrate', 'Standardversand - DHL Paket', 'DE', '10115', 'paypal_express', 1776852000, 'kunde@example.com', 'Jonas', 'Weber', 'Invalidenstraße 12', 'Berlin');
INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents) VALUES (7, 3001, 'QUE-AZ-DEPOT', 'A–Z Depot Tabletten', 2, 999, 1998, 0);
INSERT INTO orders (id, number, store, customer_id, status, coupon_code, subtotal_cents, subtotal_excl_tax_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, shipping_carrier, shipping_method, shipping_title, country_code, postcode, payment_method, created_at, email, firstname, lastname, street, city) VALUES (8, '400000008', 'stozzon', 4, 'processing', NULL, 1495, 1397, 0, 495, 130, 1990, 7, 'flatrate', 'flatrate', 'Standardversand - DHL Paket', 'DE', '10115', 'paypal_express', 1776852000, 'kunde@example.com', 'Marie', 'Becker', 'Invalidenstraße 12', 'Berlin');
INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents) VALUES (8, 4001, 'STO-CHLOROPHYLL', 'Chlorophyll Dragees', 1, 1495, 1495, 0);

-- A guest's order in every store, for the guest order lookup.
INSERT INTO orders (id, number, store, customer_id, status, coupon_code, subtotal_cents, subtotal_excl_tax_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, shipping_carrier, shipping_method, shipping_title, country_code, postcode, payment_method, created_at, email, firstname, lastname, street, city) VALUES (9, '100000009', 'vitalis', NULL, 'processing', NULL, 995, 930, 0, 495, 97, 1490, 7, 'flatrate', 'flatrate', 'Standardversand - DHL Paket', 'DE', '80331', 'checkmo', 1776938400, 'gast@example.com', 'Gustav', 'Gast', 'Marienplatz 1', 'München');
INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents) VALUES (9, 1001, 'VIT-D3-1000', 'Vitamin D3 1000 I.E.', 1, 995, 995, 0);
INSERT INTO orders (id, number, store, customer_id, status, coupon_code, subtotal_cents, subtotal_excl_tax_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, shipping_carrier, shipping_method, shipping_title, country_code, postcode, payment_method, created_at, email, firstname, lastname, street, city) VALUES (10, '200000010', 'litozin', NULL, 'processing', NULL, 2295, 2145, 0, 495, 183, 2790, 7, 'flatrate', 'flatrate', 'Standardversand - DHL Paket', 'DE', '80331', 'checkmo', 1776938400, 'gast@example.com', 'Gustav', 'Gast', 'Marienplatz 1', 'München');
INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents) VALUES (10, 2005, 'LIT-HYALURON', 'Hyaluron Kapseln', 1, 2295, 2295, 0);
INSERT INTO orders (id, number, store, customer_id, status, coupon_code, subtotal_cents, subtotal_excl_tax_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, shipping_carrier, shipping_method, shipping_title, country_code, postcode, payment_method, created_at, email, firstname, lastname, street, city) VALUES (11, '300000011', 'queisser', NULL, 'processing', NULL, 2195, 2051, 0, 495, 176, 2690, 7, 'flatrate', 'flatrate', 'Standardversand - DHL Paket', 'DE', '80331', 'checkmo', 1776938400, 'gast@example.com', 'Gustav', 'Gast', 'Marienplatz 1', 'München');
INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents) VALUES (11, 3005, 'QUE-VITAL-TONIKUM', 'Vital-Tonikum', 1, 2195, 2195, 0);
INSERT INTO orders (id, number, store, customer_id, status, coupon_code, subtotal_cents, subtotal_excl_tax_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, shipping_carrier, shipping_method, shipping_title, country_code, postcode, payment_method, created_at, email, firstname, lastname, street, city) VALUES (12, '400000012', 'stozzon', NULL, 'processing', NULL, 2495, 2332, 0, 495, 196, 2990, 7, 'flatrate', 'flatrate', 'Standardversand - DHL Paket', 'DE', '80331', 'checkmo', 1776938400, 'gast@example.com', 'Gustav', 'Gast', 'Marienplatz 1', 'München');
INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents) VALUES (12, 4004, 'STO-DARMFLORA', 'Darmflora Kulturen Kapseln', 1, 2495, 2495, 0);

-- Their histories: received, then packed, then (the first order) delivered to the carrier.
INSERT INTO order_status_history (order_id, status, created_at) SELECT id, 'pending', created_at FROM orders WHERE id <= 12;
INSERT INTO order_status_history (order_id, status, created_at) SELECT id, 'processing', created_at + 3600 FROM orders WHERE id <= 12;
INSERT INTO order_status_history (order_id, status, created_at) SELECT id, 'complete', created_at + 86400 FROM orders WHERE id <= 4;
