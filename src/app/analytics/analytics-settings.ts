import type { SiteConfig } from '../../brands/sites'

/** The Matomo a page measures with: set only where the site's analytics settings make it active. */
export interface ActiveAnalytics {
  /** The Matomo host's address, ending in '/': matomo.js, matomo.php and js/container_*.js. */
  baseUrl: string
  /** Matomo's site id. */
  siteId: string
  /** The Tag Manager container id, '' for none. */
  container: string
}

/**
 * SPEC.md sections 4 and 7: analytics is active only if enabled, with a base URL and an id set,
 * and not in preview. The worker's Content-Security-Policy and the browser's tracker both ask
 * here, so a site never loads a tracker its policy does not admit, nor admits a host for nothing.
 */
export const activeAnalytics = (settings: SiteConfig['analytics']): ActiveAnalytics | null => {
  const { enabled, baseUrl, id, container, preview } = settings
  if (!enabled || preview || baseUrl === '' || id === '') return null
  return { baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`, siteId: id, container }
}
