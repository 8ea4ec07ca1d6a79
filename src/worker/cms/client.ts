import type { SiteConfig } from '../../brands/sites'
import type { InitialData, PagePayload } from '../../lib/page'
import { toInitialData, toPage } from './normalise'
import { resolveRedirect } from './redirect'
import { initialDataSchema, pageSchema, redirectSchema } from './schemas'
import { UpstreamError } from './upstream-error'

/**
 * The TYPO3 EXT:headless client: pages by full path, initial data with its fallback endpoint.
 * It does not retry pages (SPEC.md section 7); failures throw UpstreamError, so the cache can
 * serve a stale copy and nothing broken is ever stored.
 */
export interface CmsClient {
  getPage(path: string, query: URLSearchParams, localePrefix: string): Promise<PagePayload>
  getInitialData(localePrefix: string): Promise<InitialData>
}

interface Options {
  fetch: typeof fetch
  site: SiteConfig
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

export const createCmsClient = ({ fetch, site }: Options): CmsClient => {
  const { baseUrl, timeoutMs, initialDataPath, initialDataFallbackPath } = site.cms

  /** GETs CMS JSON; a time-out, network error or non-JSON body is an UpstreamError. */
  const getJson = async (url: string): Promise<{ status: number; body: unknown }> => {
    let response: Response
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw timedOut
        ? new UpstreamError(504, `CMS did not answer within ${timeoutMs} ms: ${url}`)
        : new UpstreamError(502, `CMS unreachable: ${describe(error)}`, { cause: error })
    }
    if (response.status >= 500 || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel()
      throw new UpstreamError(
        response.status >= 500 ? response.status : 502,
        `CMS answered ${response.status}: ${url}`,
      )
    }
    try {
      return { status: response.status, body: await response.json() }
    } catch (error) {
      throw new UpstreamError(502, `CMS answered unparseable JSON: ${url}`, { cause: error })
    }
  }

  const parsePage = (body: unknown, url: string, localePrefix: string) => {
    const parsed = pageSchema.safeParse(body)
    if (!parsed.success)
      throw new UpstreamError(
        502,
        `CMS page is malformed: ${url}: ${parsed.error.message.slice(0, 500)}`,
      )
    return toPage(parsed.data, { localePrefix })
  }

  return {
    async getPage(path, query, localePrefix) {
      const search = query.size > 0 ? `?${query.toString()}` : ''
      const url = `${baseUrl}${path}${search}`
      const { status, body } = await getJson(url)
      if (status === 404) {
        // EXT:headless answers a missing page with the site's error page as body: keep it as fallback.
        const fallback = pageSchema.safeParse(body)
        return {
          kind: 'not-found',
          status: 404,
          page: fallback.success ? toPage(fallback.data, { localePrefix }) : null,
        }
      }
      if (status !== 200) throw new UpstreamError(502, `CMS answered ${status}: ${url}`)
      const redirect = redirectSchema.safeParse(body)
      if (redirect.success) return resolveRedirect(redirect.data)
      return { kind: 'page', status: 200, page: parsePage(body, url, localePrefix) }
    },

    async getInitialData(localePrefix) {
      const endpoints = [initialDataPath, initialDataFallbackPath].map(
        (path) => `${baseUrl}${localePrefix}${path}`,
      )
      let failure: UpstreamError | undefined
      for (const url of endpoints) {
        try {
          const { status, body } = await getJson(url)
          if (status !== 200) throw new UpstreamError(status, `CMS answered ${status}: ${url}`)
          const parsed = initialDataSchema.safeParse(body)
          if (!parsed.success) throw new UpstreamError(502, `CMS initial data is malformed: ${url}`)
          return toInitialData(parsed.data)
        } catch (error) {
          failure = error instanceof UpstreamError ? error : new UpstreamError(500, describe(error))
        }
      }
      throw new UpstreamError(failure?.status ?? 500, 'Initial Data is unavailable', {
        cause: failure,
      })
    },
  }
}
