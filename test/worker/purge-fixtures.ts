import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import { page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import {
  cacheKeys,
  eventually,
  get,
  indexRows,
  initialDataKey,
  pageKey,
  post,
  shopConfigKey,
} from './helpers'

/**
 * What the purge suites share (test/worker/purge*.test.ts): two sites' pages in the cache,
 * the purge endpoint with the token of vitest.config.ts, the log as stored.
 */

/** PURGE_TOKEN of vitest.config.ts; purges with it are logged as the editor 'default'. */
export const TOKEN = 'test-purge-token'
export const PURGE = 'http://localhost/_cache/purge'
export const LOG = 'http://localhost/_cache/log'

export const purge = (body: unknown, headers: Record<string, string> = {}) =>
  post(PURGE, body, { authorization: `Bearer ${TOKEN}`, ...headers })

/** The pages warm() fills the cache with; seed them into a fresh fake CMS. */
export const seedPages = (cms: FakeCms) => {
  cms.set('vitalis-de', '/produkte', { status: 200, body: page({ id: 5, slug: '/produkte' }) })
  cms.set('vitalis-de', '/ratgeber', { status: 200, body: page({ id: 6, slug: '/ratgeber' }) })
  cms.set('vitalis-de', '/ueber-uns', { status: 200, body: page({ id: 42, slug: '/ueber-uns' }) })
  cms.set('vitalis-de', '/en/about-us', {
    status: 200,
    body: page({ id: 42, slug: '/en/about-us' }),
  })
  cms.set('litozin-de', '/produkte', { status: 200, body: page({ id: 5, slug: '/produkte' }) })
}

export const PRODUCTS = pageKey('vitalis-de', 'de', '/produkte')
export const PRODUCTS_PAGE_2 = pageKey('vitalis-de', 'de', '/produkte', 'page=2')
export const PRODUCTS_SORTED = pageKey('vitalis-de', 'de', '/produkte', 'sort=name')
/** The products page's cached query variants: one path purge removes all of them. */
export const PRODUCTS_VARIANTS = [PRODUCTS, PRODUCTS_PAGE_2, PRODUCTS_SORTED]
export const GUIDE = pageKey('vitalis-de', 'de', '/ratgeber')
export const ABOUT_DE = pageKey('vitalis-de', 'de', '/ueber-uns')
export const ABOUT_EN = pageKey('vitalis-de', 'en', '/en/about-us')
export const LITOZIN_PRODUCTS = pageKey('litozin-de', 'de', '/produkte')
export const INITIAL_DE = initialDataKey('vitalis-de', 'de')
export const INITIAL_EN = initialDataKey('vitalis-de', 'en')
export const LITOZIN_INITIAL = initialDataKey('litozin-de', 'de')
/** The shop's configuration every page reads: one of each site's catalogue entries, per store view. */
export const SHOP_CONFIG = shopConfigKey('vitalis-de')
export const SHOP_CONFIG_EN = shopConfigKey('vitalis-de', 'vitalis_en')
export const LITOZIN_SHOP_CONFIG = shopConfigKey('litozin-de')

export const ALL_KEYS = [
  PRODUCTS,
  PRODUCTS_PAGE_2,
  PRODUCTS_SORTED,
  GUIDE,
  ABOUT_DE,
  ABOUT_EN,
  LITOZIN_PRODUCTS,
  INITIAL_DE,
  INITIAL_EN,
  LITOZIN_INITIAL,
  SHOP_CONFIG,
  SHOP_CONFIG_EN,
  LITOZIN_SHOP_CONFIG,
].sort()

/** Fills the cache with pages of two sites and waits until KV and D1 hold all of them. */
export const warm = async () => {
  for (const url of [
    'http://localhost/produkte',
    'http://localhost/produkte?page=2',
    'http://localhost/produkte?sort=name',
    'http://localhost/ratgeber',
    'http://localhost/ueber-uns',
    'http://localhost/en/about-us',
    'http://litozin.localhost/produkte',
  ]) {
    const response = await get(url)
    expect(response.status).toBe(200)
    await response.text()
  }
  await eventually(async () => {
    expect(await cacheKeys('')).toEqual(ALL_KEYS)
    expect((await indexRows()).map((row) => row.cache_key)).toEqual(ALL_KEYS)
  })
}

export interface StoredPurge {
  actor: string
  scope: string
  target: string
  removed: number
  removed_keys: string
  purged_at: number
}

/** The purge_log rows, oldest first. */
export const purgeLog = async () => {
  const { results } = await env.DB.prepare(
    'SELECT actor, scope, target, removed, removed_keys, purged_at FROM purge_log ORDER BY id',
  ).all<StoredPurge>()
  return results
}

/** What is left in KV and in the D1 index. */
export const remaining = async () => ({
  kv: await cacheKeys(''),
  d1: (await indexRows()).map((row) => row.cache_key),
})

/** ALL_KEYS without the given ones, as remaining() lists them. */
export const allBut = (...removed: string[]) => ALL_KEYS.filter((key) => !removed.includes(key))
