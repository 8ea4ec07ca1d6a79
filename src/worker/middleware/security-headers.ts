import type { MiddlewareHandler } from 'hono'
import { activeAnalytics } from '../../app'
import type { SiteConfig } from '../../brands/sites'
import type { AppEnv } from '../env'

const originOf = (url: string) => new URL(url).origin

/**
 * A per-response nonce and the Content-Security-Policy that needs it: scripts run only with the
 * nonce (rich text is editor HTML; this stops whatever the sanitiser misses), the browser talks
 * only to this origin and the site's shop, images come from the CMS and the shop (and the zone of
 * the site's image transformations). Forms post to
 * this origin, the shop (checkout) and the CMS: a TYPO3 form (form_formframework) posts to the
 * action URL TYPO3 gives it, which is the CMS's own host unless the site's frontendBase is ours.
 * The analytics host is admitted only on a site whose analytics is active (SPEC.md section 7):
 * its scripts (for browsers without 'strict-dynamic'), and its tracking requests, which Matomo
 * sends as beacons or, failing those, as image requests.
 */
export const contentSecurityPolicy = (site: SiteConfig, nonce: string): string => {
  const shop = [
    originOf(site.shop.graphqlUrl),
    ...(site.shop.websocketUrl ? [originOf(site.shop.websocketUrl)] : []),
  ]
  // Transformed images come from the zone named for them ('' is this origin, 'self').
  const transform = site.images.transform?.baseUrl
  const media = [
    originOf(site.cms.baseUrl),
    originOf(site.shop.baseUrl),
    ...(transform ? [originOf(transform)] : []),
  ]
  const forms = [originOf(site.shop.baseUrl), originOf(site.cms.baseUrl)]
  const analytics = activeAnalytics(site.analytics)
  const tracker = analytics ? [originOf(analytics.baseUrl)] : []
  const sources = (origins: string[]) => [...new Set(origins)].join(' ')
  return [
    `default-src 'self'`,
    [`script-src 'nonce-${nonce}' 'strict-dynamic'`, ...tracker].join(' '),
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: ${sources([...media, ...tracker])}`,
    `connect-src 'self' ${sources([...shop, ...tracker])}`,
    `form-action 'self' ${sources(forms)}`,
    `frame-ancestors 'self'`,
    `base-uri 'none'`,
    `object-src 'none'`,
  ].join('; ')
}

/**
 * Features no page of the storefront uses are switched off for it and for anything it embeds
 * (an editor's iframe, a third-party script that slipped through): camera, microphone, payment
 * (checkout runs on the shop's host), sensors, USB, ad topics. Geolocation stays for this origin
 * only, for a 'near me' in the pharmacy search.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/**
 * Browsers obey HSTS only from an https answer, and a plain-http development host must never be
 * pinned to https. One year, without includeSubDomains: other hosts under a brand's domain (the
 * shop, the CMS) are not this worker's to decide for.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000'

export const securityHeaders = (): MiddlewareHandler<AppEnv> =>
  async function securityHeaders(c, next) {
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    c.set('nonce', btoa(String.fromCharCode(...bytes)))
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (new URL(c.req.url).protocol === 'https:') {
      c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    }
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.header('Content-Security-Policy', contentSecurityPolicy(c.var.site, c.var.nonce))
      c.header('Permissions-Policy', PERMISSIONS_POLICY)
    }
  }
