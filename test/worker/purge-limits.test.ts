import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BROWSER_UA, freshCmsForEachTest, getWithEnv, post } from './helpers'
import {
  ALL_KEYS,
  LOG,
  PURGE,
  TOKEN,
  purge,
  purgeLog,
  remaining,
  seedPages,
  warm,
} from './purge-fixtures'

/** Hostile or clumsy requests to /_cache: a clear 4xx, and nothing purged or logged. */
freshCmsForEachTest(seedPages)

const AUTH = { authorization: `Bearer ${TOKEN}` }
const OVER_LIMIT = 32 * 1024 + 1

const expectNothingChanged = async () => {
  expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })
  expect(await purgeLog()).toEqual([])
}

/** A JSON body of `bytes` bytes: a valid purge request padded with spaces. */
const paddedBody = (bytes: number) => {
  const json = JSON.stringify({ scope: 'all' })
  return json + ' '.repeat(bytes - json.length)
}

describe('purge request limits', () => {
  it('answers 413 and purges nothing when the body is over 32 KiB', async () => {
    await warm()
    const response = await purge(paddedBody(OVER_LIMIT))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: expect.stringContaining('32768 bytes') })
    await expectNothingChanged()
  })

  it('answers 413 when an oversized body comes without a length, in chunks', async () => {
    await warm()
    const chunk = new TextEncoder().encode(' '.repeat(8 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"scope":"all"}'))
        if (sent > 5) controller.close()
        else controller.enqueue(chunk)
        sent += 1
      },
    })
    // Straight to the handler: over a connection, workerd would report the unread rest of the
    // stream as a lost connection once the 413 is out.
    const { response } = await getWithEnv(
      PURGE,
      {},
      {
        method: 'POST',
        headers: { ...AUTH, 'content-type': 'application/json' },
        body,
      },
    )
    expect(response.status).toBe(413)
    await expectNothingChanged()
  })

  it('purges when the body is just under the limit', async () => {
    await warm()
    const response = await purge(paddedBody(OVER_LIMIT - 1))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ removed: ALL_KEYS.length })
  })

  it.each([
    ['malformed JSON', '{"scope": "all"', 'Malformed JSON body'],
    ['text that is not JSON', 'scope=all', 'Malformed JSON body'],
    ['no body at all', '', 'The request has no body'],
  ])('answers 400 saying so when the body is %s', async (_, body, error) => {
    await warm()
    const response = await purge(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: expect.stringContaining(error) })
    await expectNothingChanged()
  })

  it('does not repeat the malformed body in its answer', async () => {
    const response = await purge('{"<script>alert(1)</script>"')
    expect(response.status).toBe(400)
    expect(await response.text()).not.toContain('<script>')
  })

  it.each([
    ['GET', PURGE, 'POST'],
    ['PUT', PURGE, 'POST'],
    ['DELETE', PURGE, 'POST'],
    ['POST', LOG, 'GET'],
    ['DELETE', LOG, 'GET'],
    ['PUT', 'http://localhost/_cache', 'GET, POST'],
    ['PATCH', 'http://litozin.localhost/_cache', 'GET, POST'],
  ])('answers 405 to %s %s with the methods it takes', async (method, url, allow) => {
    await warm()
    const response = await SELF.fetch(url, {
      method,
      headers: { ...AUTH, 'user-agent': BROWSER_UA },
      ...(method === 'GET' ? {} : { body: JSON.stringify({ scope: 'all' }) }),
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allow)
    await response.text()
    await expectNothingChanged()
  })

  it('answers 413 on the editors page too, as the page', async () => {
    await warm()
    const response = await post(
      'http://localhost/_cache',
      `token=${TOKEN}&urls=${'x'.repeat(OVER_LIMIT)}`,
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    )
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('larger than 32768 bytes')
    await expectNothingChanged()
  })
})
