-- What a purge removed, for GET /_cache/log and the editors' page: the first KV keys (a JSON
-- array, at most 50; `removed` keeps the full count). Rows before this migration list none.
ALTER TABLE purge_log ADD COLUMN removed_keys TEXT NOT NULL DEFAULT '[]';
