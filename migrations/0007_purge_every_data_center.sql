-- Purges that reach every data center (src/worker/purge/global/): the edge cache's stored pages
-- live in each data center's Cache API, which a purge clears where it runs; the zone's purge API
-- removes them everywhere by their Cache-Tag. Each purge logs how far that step got.
ALTER TABLE purge_log ADD COLUMN global_state TEXT NOT NULL DEFAULT 'off'; -- 'off' | 'done' | 'retrying' | 'failed'
ALTER TABLE purge_log ADD COLUMN global_asked INTEGER NOT NULL DEFAULT 0;  -- tags the API accepted
ALTER TABLE purge_log ADD COLUMN global_pending TEXT NOT NULL DEFAULT '{}'; -- JSON { zone: tags[] } still to ask
ALTER TABLE purge_log ADD COLUMN global_attempts INTEGER NOT NULL DEFAULT 0; -- failed asks in a row
ALTER TABLE purge_log ADD COLUMN global_error TEXT;                          -- the last failure, for editors
