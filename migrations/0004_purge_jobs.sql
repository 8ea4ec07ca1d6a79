-- Purges of any size: a purge whose keys do not fit one invocation goes on in
-- batches on the PURGE_QUEUE (src/worker/purge/purge-queue.ts). Its purge_log row is the job:
-- what it covers, how far it got, and whether it is done, so the log shows its progress.
-- Rows before this migration were complete purges.
ALTER TABLE purge_log ADD COLUMN status TEXT NOT NULL DEFAULT 'complete'; -- 'running' | 'complete'
ALTER TABLE purge_log ADD COLUMN mode TEXT NOT NULL DEFAULT 'hard';       -- 'hard' | 'soft'
ALTER TABLE purge_log ADD COLUMN selections TEXT NOT NULL DEFAULT '[]';  -- JSON IndexSelection[]
ALTER TABLE purge_log ADD COLUMN planned INTEGER NOT NULL DEFAULT 0;     -- index rows covered at the start
ALTER TABLE purge_log ADD COLUMN cursor_selection INTEGER NOT NULL DEFAULT 0;
ALTER TABLE purge_log ADD COLUMN cursor_key TEXT NOT NULL DEFAULT '';    -- last key done in that selection
ALTER TABLE purge_log ADD COLUMN batches INTEGER NOT NULL DEFAULT 0;
ALTER TABLE purge_log ADD COLUMN completed_at INTEGER;                   -- epoch milliseconds

-- A batch reads its keys in key order after a cursor (src/worker/cache-index.ts nextKeys): with
-- these, each batch reads its 400 rows by range instead of scanning and sorting the whole site
-- (50,000 rows, 125 times). The page-id index replaces the old one (it is its prefix).
CREATE INDEX cache_entries_site_key ON cache_entries (site, cache_key);
CREATE INDEX cache_entries_page_key ON cache_entries (page_id, site, cache_key);
DROP INDEX cache_entries_page_id;
