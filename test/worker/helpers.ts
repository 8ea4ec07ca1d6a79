import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach } from 'vitest'
import { CACHE_SCHEMA_VERSION } from '../../src/worker/upstream-cache/cache-key'
import worker from '../../src/worker/index'
import { element, page } from '../fixtures/cms'
import { installFakeCms, type FakeCms } from './fake-cms'
import { installFakeShopConfig, type FakeShopConfig } from './fake-shop-config'
import { bootstrapSchema } from './bootstrap-schema'

export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36'

/** Requests the worker as a browser on a site's hostname would. */
export const get = (url: string, init: RequestInit & { userAgent?: string } = {}) =>
  SELF.fetch(url, {
    redirect: 'manual',
    ...init,
    headers: {
      'user-agent': init.userAgent ?? BROWSER_UA,
      ...(init.headers as Record<string, string> | undefined),
    },
  })

/**
 * Calls the worker's fetch handler directly with changed bindings (SELF always has those of
 * wrangler.toml), e.g. `{ ENVIRONMENT: 'production' }`; waits for its background work.
 */
export const getWithEnv = async (
  url: string,
  overrides: Partial<typeof env>,
  init: RequestInit & { userAgent?: string } = {},
): Promise<{ response: Response; body: string; respondedInMs: number }> => {
  const ctx = createExecutionContext()
  const started = Date.now()
  const request = new Request(url, {
    redirect: 'manual',
    ...init,
    headers: {
      'user-agent': init.userAgent ?? BROWSER_UA,
      ...(init.headers as Record<string, string> | undefined),
    },
  })
  const response = await worker.fetch(request, { ...env, ...overrides }, ctx)
  const body = await response.text()
  // Time until the shopper has the whole answer; background work (waitUntil) is not part of it.
  const respondedInMs = Date.now() - started
  await waitOnExecutionContext(ctx)
  return { response, body, respondedInMs }
}

/** The HTML without its script elements (the bootstrap JSON repeats every text of the page). */
export const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')

/** The document's <title> text, HTML entities left as they are. */
export const titleOf = (html: string) => html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? null

/** The page's JSON-LD (the head's first ld+json script), parsed; null without one. */
export const structuredDataOf = (html: string) => {
  const match = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null
}

/** POSTs JSON (or a raw string) to the worker. */
export const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** The text of the bootstrap script element of a rendered page, as it stands in the HTML. */
export const bootstrapTextOf = (html: string): string => {
  const match = html.match(
    /<script type="application\/json" id="__BOOTSTRAP__"[^>]*>([\s\S]*?)<\/script>/,
  )
  if (!match?.[1]) throw new Error('no bootstrap script in the page')
  return match[1]
}

/** The bootstrap snapshot embedded in a rendered page, checked as the browser needs it. */
export const bootstrapOf = (html: string): Record<string, unknown> =>
  bootstrapSchema.parse(JSON.parse(bootstrapTextOf(html))) as Record<string, unknown>

/**
 * The interface texts of the page's locale, from the texts file its bootstrap names (the page
 * carries only the texts its render used).
 */
export const localeTextsOf = async (html: string): Promise<Record<string, string>> => {
  const { textsUrl } = bootstrapOf(html).initialData as { textsUrl: string }
  const response = await get(`http://localhost${textsUrl}`)
  if (response.status !== 200) throw new Error(`${textsUrl} answered ${response.status}`)
  return (await response.json()) as Record<string, string>
}

/** The text the page's render gave `key` (its first translate call of it), from its bootstrap. */
export const renderedTextOf = (html: string, key: string): string | undefined => {
  const translations = bootstrapOf(html).translations as Record<string, string>
  const call = Object.keys(translations).find((args) => (JSON.parse(args) as unknown[])[0] === key)
  return call === undefined ? undefined : translations[call]
}

/** Lets background work (waitUntil: cache writes, revalidation) finish. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

/** Polls `check` until it stops throwing (background work of unknown length), then returns. */
export const eventually = async <T>(check: () => Promise<T> | T, timeoutMs = 2000): Promise<T> => {
  const started = Date.now()
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}

/**
 * Empties the KV cache and its D1 index between tests, after the previous test's background
 * writes have landed (else a late write leaks into the next test), and the count of wrong purge
 * tokens (src/worker/purge/auth-limit.ts), so each test starts under the limit.
 */
export const clearCache = async () => {
  await settle()
  const { keys } = await env.UPSTREAM_CACHE.list()
  await Promise.all(keys.map((key) => env.UPSTREAM_CACHE.delete(key.name)))
  await env.DB.exec(
    'DELETE FROM cache_entries; DELETE FROM purge_log; DELETE FROM purge_auth_failures;',
  )
}

// ---- The upstream cache as stored (src/worker/upstream-cache/cache-key.ts, upstream-cache.ts) ----

/** `page:<version>:<site>:<locale>:<path>?<sorted whitelisted query>` */
export const pageKey = (site: string, locale: string, path: string, query = '') =>
  `page:${CACHE_SCHEMA_VERSION}:${site}:${locale}:${path}${query ? `?${query}` : ''}`

export const initialDataKey = (site: string, locale: string) =>
  `initial-data:${CACHE_SCHEMA_VERSION}:${site}:${locale}:*`

/** wrangler.toml's store view of a site's German locale: 'vitalis-at' → 'vitalis_de'. */
export const germanStoreView = (site: string) => `${site.split('-')[0]}_de`

/** `catalogue:<version>:<site>:<store view>:*`: the shop's data is kept per store view. */
export const catalogueKey = (site: string, storeView = germanStoreView(site)) =>
  `catalogue:${CACHE_SCHEMA_VERSION}:${site}:${storeView}:*`

/** The shop's configuration of a site's store view (src/worker/shop/shop-config.ts). */
export const shopConfigKey = (site: string, storeView = germanStoreView(site)) =>
  `catalogue:${CACHE_SCHEMA_VERSION}:${site}:${storeView}:/configmanager/index`

export interface Entry {
  storedAt: number
  freshForMs: number
  staleForMs: number
  value: Record<string, unknown>
}

export const readEntry = (key: string) => env.UPSTREAM_CACHE.get<Entry>(key, 'json')

export const writeEntry = (key: string, entry: Entry) =>
  env.UPSTREAM_CACHE.put(key, JSON.stringify(entry))

/** Rewrites a stored entry as if it had been written `ageMs` ago. */
export const ageEntry = async (key: string, ageMs: number): Promise<Entry> => {
  const entry = await readEntry(key)
  if (!entry) throw new Error(`no cache entry ${key}`)
  const aged = { ...entry, storedAt: Date.now() - ageMs }
  await writeEntry(key, aged)
  return aged
}

/** Upstream-cache keys in KV (initial data left out unless asked for). */
export const cacheKeys = async (prefix = 'page:') => {
  const { keys } = await env.UPSTREAM_CACHE.list({ prefix })
  return keys.map((key) => key.name).sort()
}

export interface IndexRow {
  cache_key: string
  kind: string
  site: string
  locale: string
  path: string
  page_id: number | null
  stored_at: number
}

export const indexRows = async (kind?: string) => {
  const { results } = await env.DB.prepare(
    kind
      ? 'SELECT * FROM cache_entries WHERE kind = ?1 ORDER BY cache_key'
      : 'SELECT * FROM cache_entries ORDER BY cache_key',
  )
    .bind(...(kind ? [kind] : []))
    .all<IndexRow>()
  return results
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

// ---- The document head, as the worker writes it ----

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const attributesOf = (tag: string): Record<string, string> => {
  const attributes: Record<string, string> = {}
  for (const [, name, value] of tag.matchAll(/([a-zA-Z_:-]+)="([^"]*)"/g)) {
    attributes[name!.toLowerCase()] = decodeEntities(value!)
  }
  return attributes
}

export interface ParsedHead {
  title: string | null
  html: Record<string, string>
  body: Record<string, string>
  /** Meta tags by name or property. */
  meta: Record<string, string>
  links: Record<string, string>[]
  scripts: Record<string, string>[]
}

/** Tags of a rendered document (attributes lower-cased, entities decoded). */
export const parseDocument = (html: string): ParsedHead => {
  const head = html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? ''
  const meta: Record<string, string> = {}
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const attributes = attributesOf(tag)
    const key = attributes.name ?? attributes.property
    if (key && attributes.content !== undefined) meta[key] = attributes.content
  }
  const title = html.match(/<title>([\s\S]*?)<\/title>/)?.[1]
  return {
    title: title === undefined ? null : decodeEntities(title),
    html: attributesOf(html.match(/<html[^>]*>/)?.[0] ?? ''),
    body: attributesOf(html.match(/<body[^>]*>/)?.[0] ?? ''),
    meta,
    links: [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => attributesOf(tag)),
    scripts: [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => attributesOf(tag)),
  }
}

/**
 * Every test of a file starts with an empty cache and a fresh fake CMS at `fetch`, restored
 * afterwards, and a fake shop configuration answering EUR (./fake-shop-config.ts: every page
 * asks for it, and none may ask the network). `setUp` receives the new fake CMS first, to keep
 * it and to seed its answers.
 */
export const freshCmsForEachTest = (setUp: (cms: FakeCms) => void) => {
  let current: FakeCms | undefined
  let shopConfig: FakeShopConfig | undefined
  beforeEach(async () => {
    await clearCache()
    current = installFakeCms()
    shopConfig = installFakeShopConfig()
    setUp(current)
  })
  afterEach(() => {
    shopConfig?.restore()
    current?.restore()
  })
}

/** The page most tests read: /produkte of vitalis-de, page id 5. */
export const answerProductsPage = (cms: FakeCms) =>
  cms.set('vitalis-de', '/produkte', {
    status: 200,
    body: page({ id: 5, slug: '/produkte', title: 'Produkte' }),
  })

/** /produkte of vitalis-de (page id 5) holding one product listing (element 21) of `pageSize`. */
export const answerListingPage = (cms: FakeCms, pageSize = 12) =>
  cms.set('vitalis-de', '/produkte', {
    status: 200,
    body: page({
      id: 5,
      slug: '/produkte',
      title: 'Produkte',
      content: [element(21, 'product_listing', { header: 'Alle Produkte', pageSize })],
    }),
  })

/** The names of a page's product tiles, in their order. */
export const tileNames = (html: string) =>
  [...html.matchAll(/class="ce-product-tile__link" href="[^"]*">([^<]+)</g)].map((m) => m[1])
