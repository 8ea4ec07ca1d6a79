import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import { page } from '../fixtures/cms'
import type { Answer, FakeCms } from '../worker/fake-cms'
import {
  ageEntry,
  bootstrapOf,
  cacheKeys,
  getWithEnv,
  indexRows,
  initialDataKey,
  pageKey,
  titleOf,
  type IndexRow,
} from '../worker/helpers'

/**
 * What the fault suites (test/faults/*.test.ts) share: the page they read, bindings that fail
 * the way KV and D1 fail, and the cache as stored, to prove a fault lost or added nothing.
 * Requests go through getWithEnv, which waits for the worker's background work (cache writes,
 * refreshes): what is in KV afterwards is final, not a race with a late write.
 */

export const PRODUCTS_URL = 'http://localhost/produkte'
export const PRODUCTS_KEY = pageKey('vitalis-de', 'de', '/produkte')
export const INITIAL_DATA_KEY = initialDataKey('vitalis-de', 'de')
export const CMS_PRODUCTS = '/cms/vitalis-de/produkte'

/** The CMS answers the products page with `title`, so a test can tell which copy it got. */
export const answerProducts = (cms: FakeCms, title = 'Produkte') =>
  cms.set('vitalis-de', '/produkte', {
    status: 200,
    body: page({ id: 5, slug: '/produkte', title }),
  })

// ---- The cache as stored ----

/**
 * The shop's configuration (src/worker/shop/shop-config.ts), which every page reads beside the
 * CMS's answers: its own entry, which these suites' faults do not touch and which a request may
 * refresh; left out of what they compare (test/worker/shop-config.test.ts covers it).
 */
const SHOP_CONFIG_PATH = '/configmanager/index'

/** Every KV entry as its raw text: "unchanged" means the same bytes, storedAt included. */
export const storedEntries = async (): Promise<Record<string, string>> => {
  const entries: Record<string, string> = {}
  for (const key of await cacheKeys('')) {
    if (key.endsWith(`:${SHOP_CONFIG_PATH}`)) continue
    entries[key] = (await env.UPSTREAM_CACHE.get(key)) ?? ''
  }
  return entries
}

/** KV and its D1 index together: what a fault must leave as it found it. */
export const storedCache = async (): Promise<{
  kv: Record<string, string>
  index: IndexRow[]
}> => ({
  kv: await storedEntries(),
  index: (await indexRows()).filter((row) => row.path !== SHOP_CONFIG_PATH),
})

/** Rewrites every stored entry as if written `ageMs` ago (past its TTL, or past 24 h). */
export const ageEverything = async (ageMs: number) => {
  for (const key of await cacheKeys('')) await ageEntry(key, ageMs)
}

/** Requests `url` with healthy bindings and waits until its cache writes have landed. */
export const warm = async (url = PRODUCTS_URL) => {
  const { response } = await getWithEnv(url, {})
  expect(response.status).toBe(200)
}

// ---- What the worker answered ----

/** The title of the page payload in a rendered page's bootstrap snapshot. */
export const pageTitleOf = (html: string): string | null => {
  const payload = bootstrapOf(html).payload as { page?: { title?: string } | null }
  return payload.page?.title ?? null
}

/** The German error page's headline by status (src/app/router/route-error.ts). */
const ERROR_HEADLINES: Readonly<Record<number, string>> = {
  500: 'Ein Fehler ist aufgetreten',
  502: 'Vorübergehend nicht erreichbar',
  503: 'Vorübergehend nicht erreichbar',
  504: 'Vorübergehend nicht erreichbar',
}

/** The storefront's error page: HTML, never cached by anyone, with status and message. */
export const expectErrorPage = (
  response: Response,
  html: string,
  status: number,
  messages: readonly string[],
) => {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const error = bootstrapOf(html).error as { status: number; message: string } | null
  expect(error?.status).toBe(status)
  expect(messages).toContain(error?.message)
  // Titled in the page's language (German here) by the kind of failure, never by the message.
  expect(titleOf(html)).toBe(`${status} - ${ERROR_HEADLINES[status]}`)
}

// ---- Faults of the bindings ----

/** A KV binding whose `failing` operations reject as Workers KV does when it is unavailable. */
export const failingKv = (...failing: ('get' | 'put')[]): typeof env.UPSTREAM_CACHE =>
  new Proxy(env.UPSTREAM_CACHE, {
    get(target, property) {
      if (failing.includes(property as 'get' | 'put')) {
        return () => Promise.reject(new Error(`KV ${String(property).toUpperCase()} failed: 503`))
      }
      const value: unknown = Reflect.get(target, property)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })

/** A D1 binding that is down: every statement, batch and exec fails. */
export const unavailableD1 = (): typeof env.DB =>
  new Proxy(env.DB, {
    get() {
      return () => {
        throw new Error('D1_ERROR: Network connection lost.')
      }
    },
  })

/**
 * A D1 binding that reads but cannot write (a failing primary): statements and batches that
 * change rows fail, SELECTs are answered.
 */
export const readOnlyD1 = (): typeof env.DB => {
  const db = env.DB
  type Statement = ReturnType<typeof db.prepare>
  const writes = new WeakSet<object>()
  const refuse = () => Promise.reject(new Error('D1_ERROR: database is read-only'))
  const writing = (statement: Statement): Statement => {
    const refusing: Statement = new Proxy(statement, {
      get: (target, property) => {
        if (property === 'bind') return (...values: unknown[]) => writing(target.bind(...values))
        if (['run', 'all', 'first', 'raw'].includes(String(property))) return refuse
        return Reflect.get(target, property) as unknown
      },
    })
    writes.add(refusing)
    return refusing
  }
  return new Proxy(db, {
    get: (target, property) => {
      if (property === 'prepare') {
        return (sql: string) =>
          /^\s*SELECT\b/i.test(sql) ? target.prepare(sql) : writing(target.prepare(sql))
      }
      if (property === 'batch') {
        return (statements: Statement[]) =>
          statements.some((one) => writes.has(one)) ? refuse() : target.batch(statements)
      }
      const value: unknown = Reflect.get(target, property)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })
}

/**
 * The sites registry with wrangler.toml's 4 s CMS time-out (which also bounds the shop's
 * catalogue query) cut to 1 s, so a hanging upstream costs a test little.
 */
export const sitesWithShortTimeout = () => {
  const sites = structuredClone(env.SITES) as { defaults: { cms: Record<string, unknown> } }
  sites.defaults.cms.timeoutMs = 1000
  return sites
}

/** Requests `url` while an upstream fails: short time-outs, `overrides` for broken bindings. */
export const requestUnderFault = (
  url: string,
  overrides: Partial<typeof env> = {},
  init: RequestInit = {},
) => getWithEnv(url, { SITES: sitesWithShortTimeout(), ...overrides }, init)

// ---- Faults of the CMS ----

export interface CmsFault {
  /** How the test names read: "when the CMS <name>". */
  name: string
  /** Breaks the CMS for `paths` (site paths such as '/produkte') and its initial data. */
  apply(cms: FakeCms, paths: readonly string[]): void
  /** The error page's status when nothing is cached (src/worker/cms/client.ts). */
  status: number
  /** The page's public message; the initial data's is INITIAL_DATA_UNAVAILABLE. */
  message: string
  /**
   * Requests one read costs the CMS: 2 where no answer came (a connection that fails before any
   * answer is tried once more, src/worker/clients/retry-lost-connection.ts), else 1.
   */
  triesPerRead: number
}

/** Both endpoints of the initial data (the site's initialDataPath and its fallback). */
const INITIAL_DATA_PATHS = [
  '/?type=834',
  '/en/?type=834',
  '/initial-data.json',
  '/en/initial-data.json',
]

/** The same answer for the pages and the initial data, for faults the fake has no switch for. */
const answerEverywhere = (cms: FakeCms, paths: readonly string[], answer: Answer) => {
  for (const path of [...paths, ...INITIAL_DATA_PATHS]) cms.set('vitalis-de', path, answer)
}

/** Neither a page, nor initial data, nor a redirect: what a broken proxy or a wrong URL gives. */
export const WRONG_SHAPE = { id: 'five', slug: 5, navigation: 'none', content: 'none' }

/** The five ways the CMS fails, as the worker's CMS client sees them. */
export const CMS_FAULTS: readonly CmsFault[] = [
  {
    name: 'is down',
    apply: (cms) => (cms.fault = 'down'),
    status: 502,
    message: 'The content service is unreachable',
    triesPerRead: 2,
  },
  {
    name: 'does not answer within its time-out',
    apply: (cms) => (cms.fault = 'slow'),
    status: 504,
    message: 'The content service did not answer in time',
    triesPerRead: 1,
  },
  {
    name: 'answers 500',
    apply: (cms, paths) => answerEverywhere(cms, paths, { status: 500, body: { error: 'Oops' } }),
    status: 500,
    message: 'The content service is unavailable',
    triesPerRead: 1,
  },
  {
    name: 'answers garbage',
    apply: (cms) => (cms.fault = 'garbage'),
    status: 502,
    message: 'The content service answered unexpectedly',
    triesPerRead: 1,
  },
  {
    name: 'answers JSON of the wrong shape',
    apply: (cms, paths) => answerEverywhere(cms, paths, { status: 200, body: WRONG_SHAPE }),
    status: 502,
    message: 'The content service answered unexpectedly',
    triesPerRead: 1,
  },
]
