import type { SiteConfig } from '../../brands/sites'
import type { PagePayload } from '../../lib'
import type { CmsInitialData } from './cms-initial-data'
import { footerOf } from './footer'
import { toInitialData, toPage } from './normalise'
import { resolveRedirect } from './redirect'
import { initialDataSchema, pageSchema, redirectSchema } from './schemas'
import { UpstreamError } from '../clients/upstream-error'

/**
 * The TYPO3 EXT:headless client: pages by full path, initial data with its fallback endpoint.
 * It does not retry pages (SPEC.md section 7); failures throw UpstreamError, so the cache can
 * serve a stale copy and nothing broken is ever stored.
 */
export interface CmsClient {
  getPage(request: CmsPageRequest): Promise<PagePayload>
  getInitialData(localePrefix: string): Promise<CmsInitialData>
}

export interface CmsPageRequest {
  /** The full path as the CMS knows it, locale prefix included: '/en/about'. */
  path: string
  query: URLSearchParams
  /** Path prefix of the request's locale ('' or '/en'): tells the locale's home page. */
  localePrefix: string
  /** An editor's preview: their TYPO3 backend session cookie goes along, so the CMS renders drafts. */
  previewCookie?: string
}

interface Options {
  fetch: typeof fetch
  site: SiteConfig
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

export const INITIAL_DATA_UNAVAILABLE = 'Initial Data is unavailable'

export const createCmsClient = ({ fetch, site }: Options): CmsClient => {
  const { baseUrl, timeoutMs, initialDataPath, initialDataFallbackPath } = site.cms
  const { locales, defaultLocale } = site

  /** GETs CMS JSON; a time-out, network error, 5xx or a 200 that is not JSON is an UpstreamError. */
  const getJson = async (url: string, headers: Record<string, string> = {}) => {
    let response: Response
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', ...headers },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw timedOut
        ? new UpstreamError(504, 'The content service did not answer in time', {
            detail: `CMS did not answer within ${timeoutMs} ms: ${url}`,
          })
        : new UpstreamError(502, 'The content service is unreachable', {
            detail: `CMS unreachable: ${url}: ${describe(error)}`,
            cause: error,
          })
    }
    const { status } = response
    if (status >= 300 && status < 400) {
      await response.body?.cancel()
      throw new UpstreamError(502, 'The content service answered unexpectedly', {
        detail: `CMS answered HTTP ${status} (redirects are sent as JSON): ${url}`,
      })
    }
    if (status >= 500) {
      await response.body?.cancel()
      throw new UpstreamError(status, 'The content service is unavailable', {
        detail: `CMS answered ${status}: ${url}`,
      })
    }
    // A 4xx may come without a JSON body; only a 200 must be JSON.
    const body: unknown = await response.json().catch(() => undefined)
    if (status === 200 && body === undefined) {
      throw new UpstreamError(502, 'The content service answered unexpectedly', {
        detail: `CMS answered unparseable JSON: ${url}`,
      })
    }
    return { status, body }
  }

  const malformed = (what: string, url: string, detail: string) =>
    new UpstreamError(502, 'The content service answered unexpectedly', {
      detail: `CMS ${what} is malformed: ${url}: ${detail.slice(0, 500)}`,
    })

  return {
    async getPage({ path, query, localePrefix, previewCookie }) {
      const search = query.size > 0 ? `?${query.toString()}` : ''
      const url = `${baseUrl}${path}${search}`
      const headers: Record<string, string> = previewCookie ? { cookie: previewCookie } : {}
      const { status, body } = await getJson(url, headers)
      if (status === 404) {
        // EXT:headless answers a missing page with the site's error page as body: keep it as fallback.
        const fallback = pageSchema.safeParse(body)
        const page = fallback.success
          ? toPage(fallback.data, { localePrefix, locales, defaultLocale })
          : null
        return { kind: 'not-found', status: 404, page }
      }
      if (status !== 200) {
        throw new UpstreamError(502, 'The content service answered unexpectedly', {
          detail: `CMS answered ${status}: ${url}`,
        })
      }
      const redirect = redirectSchema.safeParse(body)
      if (redirect.success) return resolveRedirect(redirect.data)
      const parsed = pageSchema.safeParse(body)
      if (!parsed.success) {
        // The address chose the page type (SPEC.md section 2 passes it on) and that type is no
        // page: `?type=834` is EXT:headless's initial data. The address is at fault, not the
        // CMS: a 404, never a 502 (a logged, reported server error) anyone could cause at will.
        if (query.has(site.cms.pageTypeParam)) return { kind: 'not-found', status: 404, page: null }
        throw malformed('page', url, parsed.error.message)
      }
      return {
        kind: 'page',
        status: 200,
        page: toPage(parsed.data, { localePrefix, locales, defaultLocale }),
      }
    },

    async getInitialData(localePrefix) {
      const endpoints = [initialDataPath, initialDataFallbackPath].map(
        (path) => `${baseUrl}${localePrefix}${path}`,
      )
      let failure: UpstreamError | undefined
      for (const url of endpoints) {
        try {
          const { status, body } = await getJson(url)
          if (status !== 200) {
            throw new UpstreamError(status, INITIAL_DATA_UNAVAILABLE, {
              detail: `CMS answered ${status}: ${url}`,
            })
          }
          const parsed = initialDataSchema.safeParse(body)
          if (!parsed.success) throw malformed('initial data', url, parsed.error.message)
          return toInitialData(parsed.data, footerOf(body, site.cms.footer))
        } catch (error) {
          failure =
            error instanceof UpstreamError
              ? error
              : new UpstreamError(500, INITIAL_DATA_UNAVAILABLE, { detail: describe(error) })
        }
      }
      throw new UpstreamError(failure?.status ?? 500, INITIAL_DATA_UNAVAILABLE, {
        detail: `both initial data endpoints failed; last: ${failure?.detail ?? 'unknown'}`,
        cause: failure,
      })
    },
  }
}
