import type { SiteConfig } from '../../brands/sites'
import type { PagePayload } from '../../lib'
import type { CmsInitialData } from './cms-initial-data'
import { brokenElementsOf, forRender, unknownTypesOf } from './cached-elements'
import { cacheKey, canonicalQuery, type CacheIdentity } from '../upstream-cache/cache-key'
import type { RequestLog } from '../reporting/request-log'
import type { CmsClient } from './client'
import {
  STALE_WHILE_REVALIDATE_MS,
  type Cached,
  type Loaded,
  type UpstreamCache,
} from '../upstream-cache/upstream-cache'

/** Reads pages and initial data through the KV cache, deciding what may be stored and for how long. */

export interface PageRequest {
  site: SiteConfig
  locale: string
  localePrefix: string
  /** The full path as the CMS knows it, locale prefix included: '/en/about'. */
  path: string
  /** The request's query; only whitelisted parameters and the page-type parameter survive. */
  query: URLSearchParams
  /**
   * An editor's preview (`?preview=1` with a TYPO3 backend session cookie): it skips the cache in
   * both directions and carries the cookie to the CMS. Without the cookie the flag is ignored,
   * so nobody can bypass the cache at will.
   */
  previewCookie: string | null
}

const seconds = (value: number) => value * 1000

const pageQuery = (site: SiteConfig, query: URLSearchParams): URLSearchParams =>
  canonicalQuery(query, [...site.cms.queryWhitelist, site.cms.pageTypeParam])

const pageLoaded = (site: SiteConfig, payload: PagePayload): Loaded<PagePayload> => {
  if (payload.kind === 'not-found') {
    const ttl = seconds(site.cache.notFoundTtlSeconds)
    return { value: payload, store: true, freshForMs: ttl, staleForMs: ttl, pageId: null }
  }
  if (payload.kind === 'page' && payload.page.workspace) {
    return { value: payload, store: false }
  }
  const pageId = payload.kind === 'page' ? payload.page.id : null
  return {
    value: payload,
    store: true,
    freshForMs: seconds(site.cache.ttlSeconds),
    staleForMs: STALE_WHILE_REVALIDATE_MS,
    pageId,
  }
}

/**
 * A draft (a page hidden in TYPO3) is for editors only: TYPO3 delivers a hidden page to a
 * backend session alone (https://docs.typo3.org/m/typo3/reference-coreapi/main/en-us/
 * ApiOverview/Context/Index.html#visibility-aspect). Should the CMS send one to a request
 * without that session anyway (a misconfigured proxy, a CMS that ignores the flag), the public
 * gets the 404 it would have got, stored as briefly as any not-found; an editor's preview
 * (`previewCookie`) never comes this way.
 */
const unpublishedAsNotFound = (payload: PagePayload): PagePayload =>
  payload.kind === 'page' && payload.page.isDraft
    ? { kind: 'not-found', status: 404, page: null }
    : payload

/**
 * Names the element types of a CMS answer the storefront does not know, and the elements it sent
 * broken, once per page: when the answer is read from the CMS (a cache fill, at most once per key
 * and isolate at a time), not for every request the cached page serves. Types, ids and column
 * names, never the content: that may be personal data.
 */
const logElementProblems = (
  payload: PagePayload,
  request: PageRequest,
  log: RequestLog,
): PagePayload => {
  const types = unknownTypesOf(payload)
  if (types.length > 0) {
    log.warn(
      `[unknown-element] ${request.site.id} ${request.path}: ${types.join(', ')} (kept in the cache, not rendered)`,
    )
  }
  const broken = brokenElementsOf(payload)
  if (broken.length > 0) {
    log.warn(
      `[invalid-element] ${request.site.id} ${request.path}: ${broken.join(', ')} (not rendered)`,
    )
  }
  return payload
}

/**
 * A page through the cache. The cache stores the page as the CMS answer was parsed; what comes
 * back is made ready for the render (./cached-elements.ts).
 */
export const loadPage = async (
  cache: UpstreamCache,
  cms: CmsClient,
  request: PageRequest,
  log: RequestLog,
): Promise<Cached<PagePayload>> => {
  const query = pageQuery(request.site, request.query)
  const { path, localePrefix } = request
  if (request.previewCookie) {
    const previewCookie = request.previewCookie
    const value = await cms.getPage({ path, query, localePrefix, previewCookie })
    return { value: forRender(logElementProblems(value, request, log)), source: 'bypass' }
  }
  const fetchPage = async () =>
    logElementProblems(
      unpublishedAsNotFound(await cms.getPage({ path, query, localePrefix })),
      request,
      log,
    )
  const identity: CacheIdentity = {
    kind: 'page',
    site: request.site.id,
    locale: request.locale,
    path: request.path,
  }
  const cached = await cache.get(await cacheKey(identity, query), identity, async () =>
    pageLoaded(request.site, await fetchPage()),
  )
  return { ...cached, value: forRender(cached.value) }
}

const initialDataIdentity = (site: SiteConfig, locale: string): CacheIdentity => ({
  kind: 'initial-data',
  site: site.id,
  locale,
  path: '*',
})

/** The stored initial data, if any: for error pages, which must not wait for a failing CMS. */
export const peekInitialData = async (cache: UpstreamCache, site: SiteConfig, locale: string) =>
  cache.peek<CmsInitialData>(await cacheKey(initialDataIdentity(site, locale)))

export interface InitialDataRequest {
  site: SiteConfig
  locale: string
  localePrefix: string
}

export const loadInitialData = async (
  cache: UpstreamCache,
  cms: CmsClient,
  { site, locale, localePrefix }: InitialDataRequest,
): Promise<Cached<CmsInitialData>> => {
  const identity = initialDataIdentity(site, locale)
  return cache.get(await cacheKey(identity), identity, async () => ({
    value: await cms.getInitialData(localePrefix),
    store: true,
    freshForMs: seconds(site.cache.ttlSeconds),
    staleForMs: STALE_WHILE_REVALIDATE_MS,
    pageId: null,
  }))
}
