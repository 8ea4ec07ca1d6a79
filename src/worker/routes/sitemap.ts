import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { UpstreamError } from '../clients/upstream-error'
import { MAX_BYTES_PER_FILE, MAX_URLS_PER_FILE } from '../sitemap/limits'
import { loadPageEntries, loadPageSurvey } from '../sitemap/page-entries'
import { loadProductEntries, productFileCount } from '../sitemap/product-entries'
import { loadRecordEntries, recordFileCount } from '../sitemap/record-entries'
import { parseSitemapPath, sitemapFilePath, type SitemapFile } from '../sitemap/sitemap-files'
import { sitemapOrigin } from '../sitemap/sitemap-origin'
import { sitemapIndexXml, urlsetXml } from '../sitemap/sitemap-xml'

/** Crawlers come back after a failure; this tells them when (RFC 9110, Retry-After). */
const RETRY_AFTER_SECONDS = 120

const xmlResponse = (c: Context<AppEnv>, xml: string) =>
  c.body(xml, 200, {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': `public, max-age=${c.var.site.cache.ttlSeconds}`,
  })

/**
 * The index: every file there is, per locale its pages file, records files (counted from the
 * locale's page survey, the pages file's own cached walk) and product files (one cached count
 * per store view).
 */
const indexFiles = async (c: Context<AppEnv>): Promise<SitemapFile[]> => {
  const { site, clients } = c.var
  const shop = { cache: clients.cache, fetcher: clients.shopFetch }
  const perLocale = await Promise.all(
    site.locales.map(async ({ code }): Promise<SitemapFile[]> => {
      const [survey, products] = await Promise.all([
        loadPageSurvey(clients, site, code),
        site.ecommerce.enabled ? productFileCount(shop, site, code) : 0,
      ])
      return [
        { kind: 'pages', locale: code },
        ...Array.from({ length: recordFileCount(survey) }, (_, i): SitemapFile => ({
          kind: 'records',
          locale: code,
          file: i + 1,
        })),
        ...Array.from({ length: products }, (_, i): SitemapFile => ({
          kind: 'products',
          locale: code,
          file: i + 1,
        })),
      ]
    }),
  )
  return perLocale.flat()
}

const fileXml = async (c: Context<AppEnv>, file: SitemapFile): Promise<string | null> => {
  const { site, clients } = c.var
  const origin = sitemapOrigin(c.req.url)
  const shop = { cache: clients.cache, fetcher: clients.shopFetch }
  switch (file.kind) {
    case 'index':
      return sitemapIndexXml(origin, (await indexFiles(c)).map(sitemapFilePath))
    case 'pages':
      return urlsetXml(origin, await loadPageEntries(clients, site, file.locale))
    case 'records': {
      const entries = await loadRecordEntries(clients, site, file.locale, file.file)
      return entries && urlsetXml(origin, entries)
    }
    case 'products': {
      if (file.file > (await productFileCount(shop, site, file.locale))) return null
      return urlsetXml(origin, await loadProductEntries(shop, site, file.locale, file.file))
    }
  }
}

/**
 * GET /sitemap.xml and its files (../sitemap/sitemap-files.ts), for the request's site. A CMS
 * or shop that fails, with no stored copy to serve, answers 503 with Retry-After: crawlers try
 * again later and keep what they had, where a partial sitemap would tell them pages are gone.
 */
export const sitemapRoute = async (c: Context<AppEnv>) => {
  const { site, clients } = c.var
  const file = parseSitemapPath(new URL(c.req.url).pathname, site)
  if (!file) return c.text('No such sitemap file', 404, { 'cache-control': 'no-store' })
  let xml: string | null
  try {
    xml = await fileXml(c, file)
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    clients.log.warn('[sitemap]', site.id, sitemapFilePath(file), error.detail)
    return c.text(
      'The sitemap is unavailable for a moment: the content service or the shop did not answer',
      503,
      {
        'retry-after': String(RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
      },
    )
  }
  if (xml === null) return c.text('No such sitemap file', 404, { 'cache-control': 'no-store' })
  const urls = xml.split('<loc>').length - 1
  const bytes = new TextEncoder().encode(xml).length
  // ../sitemap/limits.ts keeps every file far below the protocol's limits; this says so if it
  // ever did not.
  if (urls > MAX_URLS_PER_FILE || bytes > MAX_BYTES_PER_FILE) {
    clients.log.error('[sitemap]', site.id, sitemapFilePath(file), `${urls} urls, ${bytes} bytes`)
  }
  return xmlResponse(c, xml)
}
