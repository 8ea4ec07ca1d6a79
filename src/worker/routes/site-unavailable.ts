import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** Seconds a browser or crawler is asked to wait: an operator's fix and deploy take minutes. */
const RETRY_AFTER_SECONDS = 300

/**
 * The page of a site whose entry in the sites registry is invalid: no brand, no CMS, nothing of
 * the configuration (which may be what is wrong). Both of the storefront's languages, since the
 * site's own locale is part of the entry that could not be read.
 */
const PAGE = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Vorübergehend nicht erreichbar · Temporarily unavailable</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}h1,h2{font-size:1.375rem;margin:0 0 .5rem}p{margin:0 0 2rem}</style>
</head>
<body>
<main>
<h1>Der Shop ist vorübergehend nicht erreichbar.</h1>
<p>Bitte versuchen Sie es in einigen Minuten erneut.</p>
<h2 lang="en">The shop is temporarily unavailable.</h2>
<p lang="en">Please try again in a few minutes.</p>
</main>
</body>
</html>
`

/**
 * 503 for a request to an invalid site (src/brands/sites.ts, readSites): the error page for
 * shoppers, JSON for the client's payload requests, and never stored by a cache.
 */
export const siteUnavailable = (c: Context<AppEnv>): Response => {
  const headers = {
    'cache-control': 'no-store',
    'retry-after': String(RETRY_AFTER_SECONDS),
    'x-robots-tag': 'noindex',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  }
  if (c.var.isPayloadRequest)
    return c.json({ error: { status: 503, message: 'Service Unavailable' } }, 503, headers)
  return c.html(PAGE, 503, headers)
}
