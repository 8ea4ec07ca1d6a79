import { CMS_BASE, initialData, page } from '../fixtures/cms'

/**
 * A fake TYPO3 upstream installed at `fetch` (the worker runs in the tests' isolate, so its
 * global fetch is ours). Routes answer per path; faults make the whole CMS go down, hang, or
 * answer garbage. It counts requests, so tests can tell a cache hit from an origin fetch.
 */
type Answer = { status: number; body: unknown } | { raw: string; status?: number }

export type Fault = 'none' | 'down' | 'slow' | 'garbage' | 'server-error'

export interface FakeCms {
  /** Answers for `/cms/<site><path>` (path with its query, if the test cares). */
  set(site: string, path: string, answer: Answer): void
  fault: Fault
  /** Paths requested, as `/cms/<site><path><query>`. */
  requests: string[]
  count(pathPrefix: string): number
  restore(): void
}

export const installFakeCms = (): FakeCms => {
  const original = globalThis.fetch
  const answers = new Map<string, Answer>()
  const fake: FakeCms = {
    fault: 'none',
    requests: [],
    set: (site, path, answer) => answers.set(`/cms/${site}${path}`, answer),
    count: (prefix) => fake.requests.filter((request) => request.startsWith(prefix)).length,
    restore: () => {
      globalThis.fetch = original
    },
  }

  const answerFor = (url: URL): Answer => {
    const key = url.pathname.replace(/\/$/, '') || '/'
    const exact = answers.get(url.pathname + url.search) ?? answers.get(key + url.search) ?? answers.get(key)
    if (exact) return exact
    if (url.searchParams.get('type') === '834' || url.pathname.endsWith('/initial-data.json')) {
      return { status: 200, body: initialData() }
    }
    if (/^\/cms\/[^/]+\/?$/.test(url.pathname)) return { status: 200, body: page() }
    return { status: 404, body: page({ id: 404, slug: '/404', title: 'Seite nicht gefunden' }) }
  }

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!url.href.startsWith(CMS_BASE)) return original(input, init)
    fake.requests.push(url.pathname + url.search)
    if (fake.fault === 'down') throw new TypeError('fetch failed: connection refused')
    if (fake.fault === 'slow') {
      return new Promise<Response>((_, reject) => {
        const signal = init?.signal
        signal?.addEventListener('abort', () => reject(signal.reason))
      })
    }
    if (fake.fault === 'garbage') return new Response('<html>Gateway</html>', { status: 200 })
    if (fake.fault === 'server-error') return new Response('{}', { status: 503 })
    const answer = answerFor(url)
    if ('raw' in answer) return new Response(answer.raw, { status: answer.status ?? 200 })
    return Response.json(answer.body, { status: answer.status })
  }
  return fake
}
