import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { freshCmsForEachTest, get } from './helpers'
import {
  ABOUT_EN,
  GUIDE,
  INITIAL_EN,
  LOG,
  TOKEN,
  purge,
  purgeLog,
  seedPages,
  warm,
} from './purge-fixtures'

/** GET /_cache/log: who purged what and when, newest first; the log keeps its newest rows. */
freshCmsForEachTest(seedPages)

interface LogAnswer {
  editor: string
  entries: {
    editor: string
    scope: string
    target: string
    removed: number
    keys: string[]
    purgedAt: string
  }[]
}

const readLog = async (query = '') => {
  const response = await get(`${LOG}${query}`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return (await response.json()) as LogAnswer
}

/** Log rows written straight to D1, oldest first (ids ascending), `count` of them. */
const seedLog = async (count: number) => {
  const insert = env.DB.prepare(
    "INSERT INTO purge_log (actor, scope, target, removed, purged_at) VALUES ('seed', 'all', ?1, 0, ?2)",
  )
  const rows = Array.from({ length: count }, (_, index) => insert.bind(`row ${index}`, index))
  for (let start = 0; start < rows.length; start += 100) {
    await env.DB.batch(rows.slice(start, start + 100))
  }
}

describe('purge log', () => {
  it('lists the purges newest first with who, when, what and the removed keys', async () => {
    await warm()
    const before = Date.now()
    await (await purge({ scope: 'path', site: 'vitalis-de', path: '/ratgeber' })).text()
    await (await purge({ scope: 'site', site: 'vitalis-de', locale: 'en' })).text()
    const log = await readLog()
    expect(log.editor).toBe('default')
    expect(log.entries).toMatchObject([
      { editor: 'default', scope: 'site', target: 'vitalis-de (en)', removed: 2 },
      {
        editor: 'default',
        scope: 'path',
        target: 'vitalis-de/ratgeber',
        removed: 1,
        keys: [GUIDE],
      },
    ])
    expect([...log.entries[0]!.keys].sort()).toEqual([ABOUT_EN, INITIAL_EN].sort())
    const purgedAt = Date.parse(log.entries[0]!.purgedAt)
    expect(purgedAt).toBeGreaterThanOrEqual(before - 1000)
    expect(log.entries[0]!.purgedAt).toBe(new Date(purgedAt).toISOString())
  })

  it('answers as many entries as asked for, newest first', async () => {
    await seedLog(10)
    expect((await readLog('?limit=3')).entries.map((entry) => entry.target)).toEqual([
      'row 9',
      'row 8',
      'row 7',
    ])
    expect((await readLog()).entries).toHaveLength(10)
    expect((await readLog('?limit=nonsense')).entries).toHaveLength(10)
  })

  it('lists the first 50 removed keys of a large purge and counts all of them', async () => {
    const keys = Array.from({ length: 60 }, (_, index) => `page:test:vitalis-de:de:/p${index}`)
    await env.DB.batch(
      keys.map((key, index) =>
        env.DB.prepare(
          "INSERT INTO cache_entries (cache_key, kind, site, locale, path, page_id, stored_at) VALUES (?1, 'page', 'vitalis-de', 'de', ?2, NULL, 0)",
        ).bind(key, `/p${index}`),
      ),
    )
    const response = await purge({ scope: 'site', site: 'vitalis-de' })
    expect(await response.json()).toMatchObject({ removed: 60 })
    const [entry] = (await readLog()).entries
    expect(entry).toMatchObject({ removed: 60 })
    expect(entry!.keys).toHaveLength(50)
  })

  it('keeps the newest 1000 purges when more are logged', async () => {
    await seedLog(1000)
    await (await purge({ scope: 'page', pageId: 77 })).text()
    const rows = await purgeLog()
    expect(rows).toHaveLength(1000)
    expect(rows[0]!.target).toBe('row 1') // row 0, the oldest, is gone
    expect(rows.at(-1)).toMatchObject({ scope: 'page', target: 'page 77' })
  })
})
