-- The customers' address books (Magento's customer_address_entity, flattened): street lines as a
-- JSON array, the default flags on the address (Magento keeps them on the customer; one default
-- of each kind per customer either way, enforced by the resolvers).
CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT,
  street TEXT NOT NULL DEFAULT '[]',
  postcode TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL,
  telephone TEXT,
  default_shipping INTEGER NOT NULL DEFAULT 0,
  default_billing INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX customer_addresses_by_customer ON customer_addresses (customer_id);

-- The demo customer of every store has one address, the default for shipping and billing.
INSERT INTO customer_addresses (id, customer_id, firstname, lastname, company, street, postcode, city, country_code, telephone, default_shipping, default_billing) VALUES
  (1, 1, 'Anna', 'Schneider', NULL, '["Lindenstraße 12"]', '10115', 'Berlin', 'DE', '030 1234567', 1, 1),
  (2, 2, 'Lena', 'Fischer', NULL, '["Goethestraße 4"]', '80336', 'München', 'DE', NULL, 1, 1),
  (3, 3, 'Jonas', 'Weber', NULL, '["Am Markt 7"]', '20095', 'Hamburg', 'DE', NULL, 1, 1),
  (4, 4, 'Marie', 'Becker', NULL, '["Rheinallee 21"]', '50667', 'Köln', 'DE', NULL, 1, 1);
