import type { MiddlewareHandler } from 'hono'
import type { SiteConfig } from '../../brands/sites'
import type { AppEnv } from '../env'

const originOf = (url: string) => new URL(url).origin

/**
 * A per-response nonce and the Content-Security-Policy that needs it: scripts run only with the
 * nonce (rich text is editor HTML; this stops whatever the sanitiser misses), the browser talks
 * only to this origin and the site's shop, images come from the CMS and the shop. Forms post to
 * this origin, the shop (checkout) and the CMS: a TYPO3 form (form_formframework) posts to the
 * action URL TYPO3 gives it, which is the CMS's own host unless the site's frontendBase is ours.
 */
export const contentSecurityPolicy = (site: SiteConfig, nonce: string): string => {
  const shop = [
    originOf(site.shop.graphqlUrl),
    ...(site.shop.websocketUrl ? [originOf(site.shop.websocketUrl)] : []),
  ]
  const media = [originOf(site.cms.baseUrl), originOf(site.shop.baseUrl)]
  const forms = [originOf(site.shop.baseUrl), originOf(site.cms.baseUrl)]
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: ${[...new Set(media)].join(' ')}`,
    `connect-src 'self' ${[...new Set(shop)].join(' ')}`,
    `form-action 'self' ${[...new Set(forms)].join(' ')}`,
    `frame-ancestors 'self'`,
    `base-uri 'none'`,
    `object-src 'none'`,
  ].join('; ')
}

export const securityHeaders = (): MiddlewareHandler<AppEnv> =>
  async function securityHeaders(c, next) {
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    c.set('nonce', btoa(String.fromCharCode(...bytes)))
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.header('Content-Security-Policy', contentSecurityPolicy(c.var.site, c.var.nonce))
    }
  }
