-- Submissions of CMS forms (the contact form) per client and fixed window, for the worker's
-- rate limit (src/worker/forms/rate-limit.ts). `client` is a hash of site and client address,
-- never the address itself; rows of past windows are deleted as new ones are written.
CREATE TABLE form_rate_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL, -- epoch milliseconds
  hits INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
);
CREATE INDEX form_rate_limits_window ON form_rate_limits (window_start);
