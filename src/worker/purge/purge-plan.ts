import { findSite, type SiteConfig, type SitesRegistry } from '../../brands/sites'
import type { IndexSelection } from '../upstream-cache/index-selection'
import type { Parsed, PurgeRequest, ScopedRequest, Typo3HookRequest } from './purge-request'
import { pagePathOf } from './page-path'

/**
 * What a purge request covers, resolved against the sites registry: the index rows to drop
 * (src/worker/upstream-cache/index-selection.ts) and how the purge log names the request. Site
 * references, locales, paths and addresses are checked here, so that a typo is a 400 naming it,
 * never a purge that silently matched nothing.
 */
export interface PurgePlan {
  /** The request's scope word for the log: 'path', 'paths', 'urls', 'page', 'site', 'tags', … */
  scope: string
  /** The request as an editor reads it. */
  target: string
  selections: IndexSelection[]
  /** What the request named that the storefront does not cache (TYPO3 tags other than pageId_). */
  ignored: string[]
}

export interface PlanContext {
  sites: SitesRegistry
  /** The purge request's own address: a path alone in `urls` means its host. */
  requestUrl: string
}

/** The log's target column stays readable; the removed keys are listed beside it. */
const MAX_TARGET_LENGTH = 500
const shorten = (text: string) =>
  text.length <= MAX_TARGET_LENGTH ? text : `${text.slice(0, MAX_TARGET_LENGTH - 1)}…`

/** TYPO3's page cache tag (TYPO3 CacheService::clearPageCache flushes `pageId_<uid>`). */
const PAGE_TAG = /^pageId_([1-9][0-9]{0,9})$/

/** A site by id, by one of its hostnames, or by a base URL (TYPO3's `$site->getBase()`). */
export const siteOf = (sites: SitesRegistry, ref: string): SiteConfig | undefined => {
  const byId = sites.find((site) => site.id === ref)
  if (byId) return byId
  if (/^https?:\/\//i.test(ref)) {
    const host = URL.canParse(ref) ? new URL(ref).host : ''
    return host ? findSite(sites, host) : undefined
  }
  return findSite(sites, ref)
}

type Step<T> = { ok: true; value: T } | { ok: false; issue: string }

const site = (sites: SitesRegistry, ref: string): Step<SiteConfig> => {
  const found = siteOf(sites, ref)
  return found
    ? { ok: true, value: found }
    : { ok: false, issue: `No site is called or served at '${ref}'` }
}

const pathOn = (config: SiteConfig, raw: string): Step<string> => {
  const path = pagePathOf(config, raw)
  return path === null
    ? { ok: false, issue: `Not a page path: '${raw.slice(0, 100)}'` }
    : { ok: true, value: path }
}

const urlTarget = (
  sites: SitesRegistry,
  raw: string,
  requestUrl: string,
): Step<{ site: SiteConfig; path: string }> => {
  const url = URL.canParse(raw, requestUrl) ? new URL(raw, requestUrl) : null
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { ok: false, issue: `Not a web address: '${raw.slice(0, 100)}'` }
  }
  const config = findSite(sites, url.host)
  if (!config) return { ok: false, issue: `No site is served at ${url.host.slice(0, 100)}` }
  const path = pathOn(config, url.pathname)
  return path.ok ? { ok: true, value: { site: config, path: path.value } } : path
}

/** Collects every issue of a request, not only the first, so that an editor fixes all at once. */
const collect = <T>(steps: Step<T>[]): Parsed<T[]> => {
  const issues = steps.flatMap((step) => (step.ok ? [] : [step.issue]))
  return issues.length > 0
    ? { ok: false, issues }
    : { ok: true, value: steps.flatMap((step) => (step.ok ? [step.value] : [])) }
}

const plan = (
  scope: string,
  target: string,
  selections: IndexSelection[],
  ignored: string[] = [],
) => ({ ok: true, value: { scope, target: shorten(target), selections, ignored } }) as const

/** Runs `then` with the site `ref` names, or answers which reference named none. */
const onSite = (
  sites: SitesRegistry,
  ref: string,
  then: (config: SiteConfig) => Parsed<PurgePlan>,
): Parsed<PurgePlan> => {
  const found = site(sites, ref)
  return found.ok ? then(found.value) : { ok: false, issues: [found.issue] }
}

const planPaths = (
  config: SiteConfig,
  raw: string[],
  scope: 'path' | 'paths',
): Parsed<PurgePlan> => {
  const paths = collect(raw.map((path) => pathOn(config, path)))
  if (!paths.ok) return paths
  const selections = paths.value.map((path) => ({ scope: 'path' as const, site: config.id, path }))
  const target =
    scope === 'path' ? `${config.id}${paths.value[0]}` : `${config.id}: ${paths.value.join(', ')}`
  return plan(scope, target, selections)
}

const planUrls = (urls: string[], { sites, requestUrl }: PlanContext): Parsed<PurgePlan> => {
  const targets = collect(urls.map((url) => urlTarget(sites, url, requestUrl)))
  if (!targets.ok) return targets
  const selections = targets.value.map(({ site: config, path }) => ({
    scope: 'path' as const,
    site: config.id,
    path,
  }))
  return plan('urls', selections.map((s) => `${s.site}${s.path}`).join(', '), selections)
}

/** A whole site, or one of its locales: its pages and initial data (the catalogue is the site's). */
const planSite = (config: SiteConfig, locale: string | undefined): Parsed<PurgePlan> => {
  if (locale === undefined) return plan('site', config.id, [{ scope: 'site', site: config.id }])
  const codes = config.locales.map((l) => l.code)
  if (!codes.includes(locale)) {
    return {
      ok: false,
      issues: [`${config.id} has no locale '${locale}' (it has ${codes.join(', ')})`],
    }
  }
  return plan('site', `${config.id} (${locale})`, [{ scope: 'site', site: config.id, locale }])
}

const planScoped = (request: ScopedRequest, context: PlanContext): Parsed<PurgePlan> => {
  const { sites } = context
  switch (request.scope) {
    case 'all':
      return plan('all', '*', [{ scope: 'all' }])
    case 'urls':
      return planUrls(request.urls, context)
    case 'path':
      return onSite(sites, request.site, (config) => planPaths(config, [request.path], 'path'))
    case 'paths':
      return onSite(sites, request.site, (config) => planPaths(config, request.paths, 'paths'))
    case 'page': {
      const { pageId } = request
      // Without a site, a page id is purged on every site.
      if (request.site === undefined) {
        return plan('page', `page ${pageId}`, [{ scope: 'page', pageId }])
      }
      return onSite(sites, request.site, (config) =>
        plan('page', `${config.id} page ${pageId}`, [{ scope: 'page', pageId, site: config.id }]),
      )
    }
    case 'site':
      return onSite(sites, request.site, (config) => planSite(config, request.locale))
    case 'catalogue':
      return onSite(sites, request.site, (config) =>
        plan('catalogue', `${config.id} catalogue`, [{ scope: 'catalogue', site: config.id }]),
      )
    case 'sku':
      return onSite(sites, request.site, (config) => {
        const skus = [...new Set(request.skus)]
        const selections = skus.map((sku) => ({ scope: 'sku' as const, site: config.id, sku }))
        return plan('sku', `${config.id} sku ${skus.join(', ')}`, selections)
      })
  }
}

const planTypo3 = (hook: Typo3HookRequest, { sites }: PlanContext): Parsed<PurgePlan> => {
  let config: SiteConfig | undefined
  if (hook.site !== undefined) {
    const found = site(sites, hook.site)
    if (!found.ok) return { ok: false, issues: [found.issue] }
    config = found.value
  }
  const on = config ? `${config.id} ` : ''
  const selection = (pageId: number): IndexSelection =>
    config ? { scope: 'page', pageId, site: config.id } : { scope: 'page', pageId }
  if (hook.pageUid !== undefined) {
    return plan('page', `${on}page ${hook.pageUid}`, [selection(hook.pageUid)])
  }
  const tags = hook.tags ?? []
  const pageIds = tags.flatMap((tag) => {
    const uid = PAGE_TAG.exec(tag)?.[1]
    return uid ? [Number(uid)] : []
  })
  const ignored = tags.filter((tag) => !PAGE_TAG.test(tag))
  return plan('tags', `${on}${tags.join(', ')}`, [...new Set(pageIds)].map(selection), ignored)
}

export const planPurge = (request: PurgeRequest, context: PlanContext): Parsed<PurgePlan> =>
  request.kind === 'scoped'
    ? planScoped(request.request, context)
    : planTypo3(request.request, context)
