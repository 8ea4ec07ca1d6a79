/**
 * Sitemap XML (https://www.sitemaps.org/protocol.html) with Google's hreflang alternates
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap):
 * each address lists every language version of itself, its own included, and `x-default`.
 * Entries hold site paths; the origin is the request's (./sitemap-origin.ts), so one cached
 * entry serves every hostname of a site.
 */

export interface SitemapAlternate {
  hreflang: string
  path: string
}

export interface SitemapEntry {
  path: string
  /** Every language version, this one included; empty when the page has no other. */
  alternates: SitemapAlternate[]
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** The protocol requires entity-escaped addresses (sitemaps.org, "Entity escaping"). */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)

/**
 * An absolute address of a site path. The path is percent-encoded as a URL would have it (a
 * space, an umlaut), which the protocol asks for (RFC 3986); what is encoded stays as it is.
 */
export const absoluteUrl = (origin: string, path: string): string => new URL(path, origin).href

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

const urlXml = (origin: string, entry: SitemapEntry): string => {
  const links = entry.alternates.map(
    ({ hreflang, path }) =>
      `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(absoluteUrl(origin, path))}"/>`,
  )
  return `<url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${links.join('')}</url>\n`
}

/**
 * A `<urlset>`. No `lastmod`: neither the CMS's navigation nor the shop's listing says when a
 * page last changed, and a made-up date would teach crawlers to ignore the field.
 */
export const urlsetXml = (origin: string, entries: readonly SitemapEntry[]): string =>
  `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries
    .map((entry) => urlXml(origin, entry))
    .join('')}</urlset>\n`

export const sitemapIndexXml = (origin: string, paths: readonly string[]): string =>
  `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, path))}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`
