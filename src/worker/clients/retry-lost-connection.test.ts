import { describe, expect, it } from 'vitest'
import { retryLostConnection } from './retry-lost-connection'

const lost = () => new TypeError('Network connection lost.')

/** A fetch that fails with the given errors first, then answers 200; it counts its calls. */
const upstream = (...failures: Error[]) => {
  const calls: { method: string }[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? (input instanceof Request ? input.method : 'GET') })
    const failure = failures.shift()
    if (failure) throw failure
    return new Response('ok')
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

describe('retryLostConnection', () => {
  it('sends a GET once more when its connection was lost, and returns that answer', async () => {
    const shop = upstream(lost())
    const response = await retryLostConnection(shop.fetch)('https://cms.test/page')
    expect(await response.text()).toBe('ok')
    expect(shop.calls).toHaveLength(2)
  })

  it('retries a GET Request object and a HEAD alike', async () => {
    const first = upstream(lost())
    await retryLostConnection(first.fetch)(new Request('https://cms.test/page'))
    const second = upstream(lost())
    await retryLostConnection(second.fetch)('https://cms.test/page', { method: 'HEAD' })
    expect([first.calls.length, second.calls.length]).toEqual([2, 2])
  })

  it('tries twice at most: a connection lost again is the caller error', async () => {
    const shop = upstream(lost(), lost(), lost())
    await expect(retryLostConnection(shop.fetch)('https://cms.test/page')).rejects.toThrow(
      'Network connection lost.',
    )
    expect(shop.calls).toHaveLength(2)
  })

  it('never repeats a POST: the lost request may have been applied', async () => {
    const shop = upstream(lost())
    await expect(
      retryLostConnection(shop.fetch)('https://shop.test/graphql', { method: 'POST', body: '{}' }),
    ).rejects.toThrow('Network connection lost.')
    expect(shop.calls).toHaveLength(1)
  })

  it('leaves a time-out and an abort to the caller: the time it allowed is spent', async () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError')
    const timedOut = upstream(timeout)
    await expect(retryLostConnection(timedOut.fetch)('https://cms.test/slow')).rejects.toBe(timeout)

    const controller = new AbortController()
    controller.abort()
    const aborted = upstream(lost())
    await expect(
      retryLostConnection(aborted.fetch)('https://cms.test/slow', { signal: controller.signal }),
    ).rejects.toThrow()
    expect([timedOut.calls.length, aborted.calls.length]).toEqual([1, 1])
  })

  it('passes every answer on as it is, a 5xx too', async () => {
    let calls = 0
    const failing = (async () => {
      calls += 1
      return new Response('down', { status: 503 })
    }) as typeof globalThis.fetch
    const response = await retryLostConnection(failing)('https://cms.test/page')
    expect(response.status).toBe(503)
    expect(calls).toBe(1)
  })
})
