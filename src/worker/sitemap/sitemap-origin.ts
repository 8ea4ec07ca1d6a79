/**
 * The origin of a sitemap's addresses and of robots.txt's Sitemap line: the host the request
 * named (one of its site's hostnames, or the site resolver would have refused it), since the
 * protocol accepts only addresses on the sitemap's own host (https://www.sitemaps.org/
 * protocol.html#location). Always https, the scheme the sites are served with (a crawler that
 * asked over http is redirected by Cloudflare, and an http address would be a second copy of
 * every page), except on the development hosts (localhost, *.localhost, 127.0.0.1), which
 * `npm start` serves over plain http.
 */
const isDevelopmentHost = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1'

export const sitemapOrigin = (requestUrl: string): string => {
  const url = new URL(requestUrl)
  const protocol = isDevelopmentHost(url.hostname) ? url.protocol : 'https:'
  return `${protocol}//${url.host}`
}
