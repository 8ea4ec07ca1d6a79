import * as z from 'zod'

/**
 * The bodies POST /_cache/purge accepts, checked once at the boundary (DESIGN.md section 5).
 * Two families: the storefront's own `{ scope, … }`, and what a TYPO3 cache-clear hook knows
 * without knowing the storefront: the page uid (`{ site?, pageUid }`) or TYPO3's own cache tags
 * (`{ site?, tags: ['pageId_12'] }`, the tag TYPO3's page cache carries for a page and flushes
 * when it changes: `pageId_<uid>`, TYPO3 CacheService::clearPageCache). `site` is a site id
 * ('vitalis-de'), one of its hostnames, or its base URL (TYPO3's `$site->getBase()`).
 */

/** Paths, URLs or tags in one request: a page's translations and its parents, not a crawl. */
export const MAX_TARGETS = 50

const siteRef = z.string().trim().min(1).max(300)
/** 512 is the page route's own limit (src/worker/guards/valid-page-path.ts); the query is dropped. */
const pathField = z.string().max(2048).startsWith('/', 'A path starts with /')
const urlField = z.string().trim().min(1).max(2048)
/** Magento's sku column is 64 characters (catalog_product_entity.sku). */
const skuField = z.string().trim().min(1).max(64)
const pageId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1)

export const scopedRequestSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('path'), site: siteRef, path: pathField }),
  z.object({
    scope: z.literal('paths'),
    site: siteRef,
    paths: z.array(pathField).min(1).max(MAX_TARGETS),
  }),
  /** Whole addresses, of any site; a path alone means the host the request was sent to. */
  z.object({ scope: z.literal('urls'), urls: z.array(urlField).min(1).max(MAX_TARGETS) }),
  /** A CMS page id: every path and locale of the page, on one site or (without `site`) on all. */
  z.object({ scope: z.literal('page'), pageId, site: siteRef.optional() }),
  /** A site's pages, initial data and catalogue; with `locale`, that locale's pages and initial data. */
  z.object({
    scope: z.literal('site'),
    site: siteRef,
    locale: z.string().min(1).max(20).optional(),
  }),
  z.object({ scope: z.literal('catalogue'), site: siteRef }),
  /**
   * The shop's side of a change (a price, a stock level): every stored listing and product of
   * the site that shows one of these products, and every page made of them.
   */
  z.object({
    scope: z.literal('sku'),
    site: siteRef,
    skus: z.array(skuField).min(1).max(MAX_TARGETS),
  }),
  z.object({ scope: z.literal('all') }),
])
export type ScopedRequest = z.infer<typeof scopedRequestSchema>

/** PHP hands a uid over as a string as often as as a number. */
const pageUid = z.union([
  pageId,
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(pageId),
])

/** TYPO3's hook: extra fields it sends along (table, uid, cacheCmd) are ignored. */
export const typo3HookSchema = z
  .object({
    site: siteRef.optional(),
    pageUid: pageUid.optional(),
    tags: z.array(z.string().max(200)).min(1).max(MAX_TARGETS).optional(),
  })
  .refine((hook) => (hook.pageUid === undefined) !== (hook.tags === undefined), {
    message: 'A TYPO3 hook body names either pageUid or tags',
  })
export type Typo3HookRequest = z.infer<typeof typo3HookSchema>

/**
 * Every body may say `"mode": "soft"`: entries are marked stale instead of removed, so shoppers
 * get the stale copy while one revalidation runs (no wait for the CMS, no herd of misses); a
 * TYPO3 hook that clears a popular page can choose it. The default is 'hard': removed.
 */
const modeSchema = z.enum(['hard', 'soft']).default('hard')
export type PurgeModeField = z.infer<typeof modeSchema>

export type PurgeRequest = (
  { kind: 'scoped'; request: ScopedRequest } | { kind: 'typo3'; request: Typo3HookRequest }
) & { mode: PurgeModeField }

export type Parsed<T> = { ok: true; value: T } | { ok: false; issues: string[] }

const issuesOf = (error: z.ZodError): string[] =>
  error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  )

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Which family a body belongs to decides its schema, so that an error names the right fields. */
export const parsePurgeRequest = (body: unknown): Parsed<PurgeRequest> => {
  const mode = modeSchema.safeParse(isObject(body) ? body['mode'] : undefined)
  if (!mode.success) return { ok: false, issues: ['mode: "hard" (the default) or "soft"'] }
  if (isObject(body) && 'scope' in body) {
    const scoped = scopedRequestSchema.safeParse(body)
    return scoped.success
      ? { ok: true, value: { kind: 'scoped', request: scoped.data, mode: mode.data } }
      : { ok: false, issues: issuesOf(scoped.error) }
  }
  if (isObject(body) && ('pageUid' in body || 'tags' in body)) {
    const hook = typo3HookSchema.safeParse(body)
    return hook.success
      ? { ok: true, value: { kind: 'typo3', request: hook.data, mode: mode.data } }
      : { ok: false, issues: issuesOf(hook.error) }
  }
  return {
    ok: false,
    issues: [
      'Expected { "scope": "path" | "paths" | "urls" | "page" | "site" | "catalogue" | "all", … } or a TYPO3 hook\'s { "pageUid" } or { "tags" }',
    ],
  }
}
