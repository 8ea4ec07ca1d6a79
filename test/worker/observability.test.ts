import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildManifest } from '../../src/worker/render/build-manifest'
import type { FakeCms } from './fake-cms'
import { eventually, freshCmsForEachTest, get, getWithEnv, post } from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

const DSN = 'https://0123456789abcdef@sentry.test/42'

/** Sentry's envelope endpoint for DSN, answered here; each event as Sentry would receive it. */
const captureSentry = () => {
  const events: Record<string, unknown>[] = []
  const pending: Promise<void>[] = []
  const upstream = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (new URL(request.url).host !== 'sentry.test') return upstream(input, init)
    const read = request.text().then((envelope) => {
      // Envelope: a header line, then item header / item payload lines.
      const [, itemHeader, item] = envelope.split('\n')
      if (itemHeader && JSON.parse(itemHeader).type === 'event' && item) {
        events.push(JSON.parse(item))
      }
    })
    pending.push(read)
    await read
    return new Response('{}', { status: 200 })
  }
  return {
    /** The events sent so far (Sentry sends after the answer, in the request's waitUntil). */
    events: async () => {
      await Promise.all(pending)
      return events
    },
    /** The one event of the request, once it arrived. */
    oneEvent: () =>
      eventually(async () => {
        await Promise.all(pending)
        expect(events).toHaveLength(1)
        return events[0]
      }),
    /** After as long as an event takes to arrive where one is sent: none arrived. */
    none: async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await Promise.all(pending)
      expect(events).toEqual([])
    },
    restore: () => {
      globalThis.fetch = upstream
    },
  }
}

describe('request id', () => {
  it('answers every kind of request with an X-Request-Id, a new one each time', async () => {
    const answers = await Promise.all([
      get('http://localhost/'),
      get('http://localhost/_health'),
      get('http://localhost/_payload.json'),
      get('http://localhost/gibt-es-nicht'),
      post('http://localhost/check-version', { version: 'x' }),
      get('http://localhost/robots.txt'),
    ])
    const ids = answers.map((answer) => answer.headers.get('x-request-id'))
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("takes Cloudflare's Ray ID as the request id when cf-ray has its shape", async () => {
    const response = await get('http://localhost/', {
      headers: { 'cf-ray': '8f1e2d3c4b5a6978-FRA' },
    })
    expect(response.headers.get('x-request-id')).toBe('8f1e2d3c4b5a6978-FRA')
  })

  it('makes its own id when cf-ray is forged with anything else', async () => {
    const response = await get('http://localhost/', {
      headers: { 'cf-ray': '<script>alert(1)</script>' },
    })
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("writes the request's id in every log line of a failing request", async () => {
    const lines: unknown[][] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...parts) => {
      lines.push(parts)
    })
    try {
      cms.set('vitalis-de', '/kaputt', { status: 500, body: {} })
      const { response } = await getWithEnv('http://localhost/kaputt', {})
      const id = response.headers.get('x-request-id')
      expect(lines.length).toBeGreaterThan(0)
      for (const parts of lines) expect(parts[0]).toBe(`[req ${id}]`)
      expect(lines.some((parts) => String(parts[1]).startsWith('[500] GET /kaputt'))).toBe(true)
    } finally {
      spy.mockRestore()
    }
  })
})

describe('Sentry', () => {
  let sentry: ReturnType<typeof captureSentry>
  beforeEach(() => {
    sentry = captureSentry()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    sentry.restore()
    vi.restoreAllMocks()
  })

  it('sends a server error page with site, locale, path, request id and the build as release', async () => {
    cms.set('vitalis-de', '/en/broken', { status: 503, body: {} })
    const { response } = await getWithEnv('http://localhost/en/broken', { SENTRY_DSN: DSN })
    expect(response.status).toBe(503)
    const event = await sentry.oneEvent()
    expect(event).toMatchObject({
      release: buildManifest.buildId,
      environment: 'development',
      tags: {
        site: 'vitalis-de',
        locale: 'en',
        path: '/en/broken',
        request_id: response.headers.get('x-request-id'),
        status: '503',
      },
    })
  })

  it('keeps cookies and the query out of the event', async () => {
    cms.set('vitalis-de', '/broken', { status: 500, body: {} })
    await getWithEnv(
      'http://localhost/broken?email=shopper@example.com',
      { SENTRY_DSN: DSN },
      { headers: { cookie: 'customer-token=secret-token' } },
    )
    const event = await sentry.oneEvent()
    expect(JSON.stringify(event)).not.toMatch(/secret-token|shopper@example\.com/)
  })

  it('sends nothing for a not-found page or a bad request (400 to 499)', async () => {
    const notFound = await getWithEnv('http://localhost/gibt-es-nicht', { SENTRY_DSN: DSN })
    expect(notFound.response.status).toBe(404)
    const badRequest = await getWithEnv(
      'http://localhost/check-version',
      { SENTRY_DSN: DSN },
      { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } },
    )
    expect(badRequest.response.status).toBe(400)
    await sentry.none()
  })

  it('sends nothing and still answers the error page without a DSN', async () => {
    cms.set('vitalis-de', '/broken', { status: 500, body: {} })
    const { response, body } = await getWithEnv('http://localhost/broken', { SENTRY_DSN: '' })
    expect(response.status).toBe(500)
    expect(body).toContain('<html')
    await sentry.none()
  })
})
