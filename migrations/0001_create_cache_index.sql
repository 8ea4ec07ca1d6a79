-- Index of every page-cache entry written to KV, so that editors can purge by path, page id,
-- site or everything without listing KV (which is eventually consistent and slow).
CREATE TABLE cache_entries (
  cache_key TEXT PRIMARY KEY,
  kind TEXT NOT NULL,            -- 'page' | 'initial-data' | 'catalogue'
  site TEXT NOT NULL,
  locale TEXT NOT NULL,
  path TEXT NOT NULL,
  page_id INTEGER,               -- NULL for non-page entries
  stored_at INTEGER NOT NULL     -- epoch milliseconds
);
CREATE INDEX cache_entries_site_path ON cache_entries (site, path);
CREATE INDEX cache_entries_page_id ON cache_entries (page_id);

-- Who purged what, and how many entries it removed.
CREATE TABLE purge_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor TEXT NOT NULL,
  scope TEXT NOT NULL,           -- 'path' | 'page' | 'site' | 'all'
  target TEXT NOT NULL,
  removed INTEGER NOT NULL,
  purged_at INTEGER NOT NULL
);
