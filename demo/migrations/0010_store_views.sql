-- Store views: Magento keeps a brand's languages as store views of its website, and
-- a GraphQL request picks one with the `Store` header. Every brand has a German view
-- ('<brand>_de', the default, which Austria shares) and an English one ('<brand>_en').
-- The rows of 0001–0009 are the default (German) values; a store view's own value of a
-- store-scoped attribute stands in for them where one is written, as in Magento's EAV tables
-- (catalog_product_entity_varchar and friends keyed by store_id). Prices, stock, ids, skus,
-- pictures and links are global and stay where they are.

CREATE TABLE store_views (
  code TEXT PRIMARY KEY,
  -- The brand's shop (its website), products.store and friends.
  store TEXT NOT NULL,
  -- Magento's general/locale/code of the view, e.g. 'de_DE', 'en_GB'.
  locale TEXT NOT NULL,
  -- 1: the view a request without a `Store` header gets (Magento's default store view).
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX store_views_one_default ON store_views (store) WHERE is_default = 1;

INSERT INTO store_views (code, store, locale, is_default, sort_order) VALUES
  ('vitalis_de', 'vitalis', 'de_DE', 1, 1),
  ('vitalis_en', 'vitalis', 'en_GB', 0, 2),
  ('litozin_de', 'litozin', 'de_DE', 1, 1),
  ('litozin_en', 'litozin', 'en_GB', 0, 2),
  ('queisser_de', 'queisser', 'de_DE', 1, 1),
  ('queisser_en', 'queisser', 'en_GB', 0, 2),
  ('stozzon_de', 'stozzon', 'de_DE', 1, 1),
  ('stozzon_en', 'stozzon', 'en_GB', 0, 2);

-- A product's store-scoped values in one view; NULL: the default value stands.
CREATE TABLE product_store_values (
  product_id INTEGER NOT NULL REFERENCES products (id),
  store_view TEXT NOT NULL REFERENCES store_views (code),
  name TEXT,
  url_key TEXT,
  short_description TEXT,
  description TEXT,
  -- The base price as the view's locale writes it, e.g. '€331.67 / 1 kg'.
  base_unit_string TEXT,
  -- JSON object merged over the default's: the translated size, product type and so on.
  dynamic_attributes TEXT,
  PRIMARY KEY (product_id, store_view),
  UNIQUE (store_view, url_key)
);

CREATE TABLE category_store_values (
  category_id INTEGER NOT NULL REFERENCES categories (id),
  store_view TEXT NOT NULL REFERENCES store_views (code),
  name TEXT,
  url_key TEXT,
  url_path TEXT,
  description TEXT,
  PRIMARY KEY (category_id, store_view),
  UNIQUE (store_view, url_path)
);

-- A picture's label (Magento's media gallery value is store-scoped) and a leaflet's title.
CREATE TABLE product_media_store_labels (
  product_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  store_view TEXT NOT NULL REFERENCES store_views (code),
  label TEXT NOT NULL,
  PRIMARY KEY (product_id, position, store_view),
  FOREIGN KEY (product_id, position) REFERENCES product_media (product_id, position)
);

CREATE TABLE product_leaflet_store_titles (
  product_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  store_view TEXT NOT NULL REFERENCES store_views (code),
  title TEXT NOT NULL,
  PRIMARY KEY (product_id, position, store_view),
  FOREIGN KEY (product_id, position) REFERENCES product_leaflets (product_id, position)
);
