-- Wrong purge tokens per client and fixed window, for the rate limit of the editors' routes
-- under /_cache (src/worker/purge/auth-limit.ts). `client` is a hash of the client address,
-- never the address itself; rows of past windows are deleted as new ones are written.
CREATE TABLE purge_auth_failures (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL, -- epoch milliseconds
  failures INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
);
CREATE INDEX purge_auth_failures_window ON purge_auth_failures (window_start);
