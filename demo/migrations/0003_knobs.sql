-- Development knobs of the demo shop, switched at run time (demo/shop/latency.ts), so the bench
-- can slow the catalogue without restarting wrangler dev. Not part of Magento's model.
CREATE TABLE knobs (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
