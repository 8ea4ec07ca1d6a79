-- The edge cache (src/worker/edge/): whole responses are indexed in cache_entries too (kind
-- 'response'), so that every purge scope finds them. What the shop shows gets tags of its own:
-- the products an entry shows (a purge by sku, for a price change), and whether it shows any of
-- the catalogue at all (a catalogue purge takes the pages with listings, not only KV's entries).
ALTER TABLE cache_entries ADD COLUMN shows_catalogue INTEGER NOT NULL DEFAULT 0;

CREATE TABLE cache_entry_skus (
  sku TEXT NOT NULL,
  cache_key TEXT NOT NULL,
  PRIMARY KEY (sku, cache_key)
) WITHOUT ROWID;
CREATE INDEX cache_entry_skus_key ON cache_entry_skus (cache_key);

-- A response about to be stored asks whether a purge began since it was rendered
-- (src/worker/cache/cache-index.ts purgedSince): a range of the newest rows, not the whole log.
CREATE INDEX purge_log_purged_at ON purge_log (purged_at);
