import { readFileSync } from 'node:fs'

/**
 * Playwright's global setup, run once the web server answers: asks the demo CMS for each local
 * site's home page and initial data once. The demo CMS assembles a site's pages on its first
 * request; on a busy machine that first request can outlast the site's CMS time-out (4 s), and
 * the test that happened to come first for that brand would get a 504 for a reason no shopper
 * meets (a real TYPO3 is warm). The storefront's own cache stays empty: tests still see their
 * pages come from the CMS.
 */
const CMS_BASE = /cms = \{ baseUrl = "(http:\/\/127\.0\.0\.1:8788\/cms\/[a-z0-9-]+)"/g

export default async function warmDemoCms(): Promise<void> {
  const config = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8')
  // The local sites: those of the top-level (development) SITES, before any [env.*] section.
  const local = config.split(/^\[env\./m)[0] ?? ''
  const bases = [...local.matchAll(CMS_BASE)].map((match) => match[1]!)
  if (bases.length === 0) throw new Error('no local demo CMS sites found in wrangler.toml')
  for (const base of bases) {
    for (const path of ['/', '/?type=834']) {
      // Any answer will do: only the demo CMS's work for the site matters here.
      await fetch(base + path, { signal: AbortSignal.timeout(60_000) }).then(
        (response) => response.arrayBuffer(),
        (error: unknown) => {
          throw new Error(`warming the demo CMS at ${base}${path} failed: ${String(error)}`)
        },
      )
    }
  }
}
