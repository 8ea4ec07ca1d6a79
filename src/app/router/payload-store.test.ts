import { describe, expect, it } from 'vitest'
import { createPayloadStore, FRESH_MS, MAX_ENTRIES } from './payload-store'
import type { PayloadResponse } from './route-state'

const body = (buildId: string) =>
  Promise.resolve({
    buildId,
    payload: { kind: 'not-found', status: 404, page: null },
  } as PayloadResponse)

describe('createPayloadStore', () => {
  it('gives a kept payload while it is fresh, and none after', () => {
    const store = createPayloadStore()
    const response = body('a')
    store.set('/a/_payload.json', response, 1_000)
    expect(store.get('/a/_payload.json', 1_000 + FRESH_MS - 1)).toBe(response)
    expect(store.get('/a/_payload.json', 1_000 + FRESH_MS)).toBeUndefined()
    expect(store.has('/a/_payload.json', 1_000)).toBe(false)
  })

  it('forgets a payload whose fetch failed', async () => {
    const store = createPayloadStore()
    const failing = Promise.reject(new Error('offline'))
    store.set('/b/_payload.json', failing, 0)
    await failing.catch(() => {})
    await Promise.resolve()
    expect(store.has('/b/_payload.json', 0)).toBe(false)
  })

  it('keeps at most MAX_ENTRIES, dropping the oldest', () => {
    const store = createPayloadStore()
    for (let i = 0; i <= MAX_ENTRIES; i += 1) store.set(`/p${i}/_payload.json`, body('x'), 0)
    expect(store.has('/p0/_payload.json', 0)).toBe(false)
    expect(store.has(`/p${MAX_ENTRIES}/_payload.json`, 0)).toBe(true)
  })
})
