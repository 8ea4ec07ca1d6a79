import { describe, expect, it } from 'vitest'
import type { FakeCms } from './fake-cms'
import {
  answerProductsPage,
  cacheKeys,
  eventually,
  freshCmsForEachTest,
  get,
  pageKey,
  settle,
} from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  answerProductsPage(cms)
})

const load = async (url: string) => {
  const response = await get(url)
  expect(response.status).toBe(200)
  await response.text()
  return response.headers.get('x-cache-status')
}

describe('page query', () => {
  it('sends only whitelisted parameters and the page-type parameter, sorted, when others are present', async () => {
    await load(
      'http://localhost/produkte?utm_source=news&sort=price&fbclid=abc&page=2&q=zink&type=1&preview_token=x',
    )
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/produkte?page=2&q=zink&sort=price&type=1'])
  })

  it('sends the bare path when no parameter is whitelisted', async () => {
    await load('http://localhost/produkte?utm_source=news&gclid=1&initialData=1&v=abc')
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/produkte'])
  })

  it('keeps the values of whitelisted parameters encoded when they hold reserved characters', async () => {
    await load('http://localhost/produkte?q=zink%20%26%20magnesium')
    const [request] = cms.pageRequests()
    expect(new URL(request!, 'http://cms').searchParams.get('q')).toBe('zink & magnesium')
  })

  it('shares one cache entry when the same parameters come in another order', async () => {
    expect(await load('http://localhost/produkte?sort=a&page=2')).toBe('origin')
    await settle()
    expect(await load('http://localhost/produkte?page=2&sort=a')).toBe('fresh')
    expect(cms.count('/cms/vitalis-de/produkte')).toBe(1)
    expect(await cacheKeys()).toEqual([pageKey('vitalis-de', 'de', '/produkte', 'page=2&sort=a')])
  })

  it('creates no new cache entry when only unwhitelisted parameters differ', async () => {
    expect(await load('http://localhost/produkte?utm_source=a')).toBe('origin')
    await settle()
    expect(await load('http://localhost/produkte?utm_source=b&gclid=c')).toBe('fresh')
    expect(await load('http://localhost/produkte')).toBe('fresh')
    expect(cms.count('/cms/vitalis-de/produkte')).toBe(1)
    expect(await cacheKeys()).toEqual([pageKey('vitalis-de', 'de', '/produkte')])
  })

  it('keeps separate entries when a whitelisted parameter differs', async () => {
    expect(await load('http://localhost/produkte?page=2')).toBe('origin')
    await settle()
    expect(await load('http://localhost/produkte?page=3')).toBe('origin')
    expect(await load('http://localhost/produkte?type=1')).toBe('origin')
    await eventually(async () =>
      expect(await cacheKeys()).toEqual([
        pageKey('vitalis-de', 'de', '/produkte', 'page=2'),
        pageKey('vitalis-de', 'de', '/produkte', 'page=3'),
        pageKey('vitalis-de', 'de', '/produkte', 'type=1'),
      ]),
    )
    expect(cms.count('/cms/vitalis-de/produkte')).toBe(3)
  })

  it('drops a whitelisted parameter with an absurdly long value from the CMS request and the key', async () => {
    const long = 'x'.repeat(201)
    expect(await load(`http://localhost/produkte?q=${long}&page=2`)).toBe('origin')
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/produkte?page=2'])
    await settle()
    expect(await load(`http://localhost/produkte?page=2&q=${long}y`)).toBe('fresh')
  })

  it('counts a whitelisted parameter without a value as absent: a form sent without JavaScript', async () => {
    // A GET form sends every field, the empty ones too: ?q=&line=&sort=price is ?sort=price.
    expect(await load('http://localhost/produkte?q=&line=&sort=price&page=')).toBe('origin')
    await settle()
    expect(await load('http://localhost/produkte?sort=price')).toBe('fresh')
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/produkte?sort=price'])
    expect(await cacheKeys()).toEqual([pageKey('vitalis-de', 'de', '/produkte', 'sort=price')])
  })

  it('counts a repeated whitelisted parameter once, with its first value', async () => {
    expect(await load('http://localhost/produkte?page=2&page=3&page=4')).toBe('origin')
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/produkte?page=2'])
    await settle()
    expect(await load('http://localhost/produkte?page=2&page=5')).toBe('fresh')
    expect(await cacheKeys()).toEqual([pageKey('vitalis-de', 'de', '/produkte', 'page=2')])
  })

  it('keeps one entry per long whitelisted query, each key within the KV limit, when the readable key would be longer', async () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      // 90 characters each (within the value limit), 540 bytes each once percent-encoded.
      const search = (word: string) => `q=${encodeURIComponent(word.repeat(30))}`
      expect(await load(`http://localhost/produkte?${search('äöü')}`)).toBe('origin')
      expect(await load(`http://localhost/produkte?${search('üöä')}`)).toBe('origin')
      await settle()
      expect(await load(`http://localhost/produkte?${search('äöü')}`)).toBe('fresh')
      const keys = await eventually(async () => {
        const stored = await cacheKeys()
        expect(stored).toHaveLength(2)
        return stored
      })
      for (const key of keys) {
        expect(new TextEncoder().encode(key).length).toBeLessThanOrEqual(512)
        // The path stays readable; the query is hashed.
        expect(key).toMatch(/^page:v\d+:vitalis-de:de:\/produkte\?sha256=[0-9a-f]{64}$/)
      }
      expect(cms.count('/cms/vitalis-de/produkte')).toBe(2)
      expect(errors.filter((args) => /key|KV/i.test(String(args)))).toEqual([])
    } finally {
      console.error = original
    }
  })
})
