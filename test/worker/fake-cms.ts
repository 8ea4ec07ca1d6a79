import { CMS_BASE, initialData, page } from '../fixtures/cms'

/**
 * A fake TYPO3 upstream installed at `fetch` (the worker runs in the tests' isolate, so its
 * global fetch is ours). Routes answer per path; faults make the whole CMS go down, hang, or
 * answer garbage, and single paths can do the same. It logs requests, so tests can tell a cache
 * hit from an origin fetch.
 */
export type Answer =
  /** JSON `body` with `status`; `delayMs` holds the answer back (to keep a load in flight). */
  | { status: number; body: unknown; delayMs?: number }
  /** A raw body (non-JSON, empty), as it is. */
  | { raw: string; status?: number; delayMs?: number }
  /** Never answers: the client's time-out ends the request. */
  | { hang: true }
  /** Connection refused. */
  | { down: true }

export type Fault = 'none' | 'down' | 'slow' | 'garbage' | 'server-error'

export interface FakeCms {
  /** Answers for `/cms/<site><path>` (path with its query, if the test cares). */
  set(site: string, path: string, answer: Answer): void
  fault: Fault
  /** Paths requested, as `/cms/<site><path><query>`. */
  requests: string[]
  count(pathPrefix: string): number
  /** Requests other than initial data (`?type=834`, `/initial-data.json`). */
  pageRequests(): string[]
  restore(): void
}

const isInitialData = (url: URL) =>
  url.searchParams.get('type') === '834' || url.pathname.endsWith('/initial-data.json')

export const installFakeCms = (): FakeCms => {
  const original = globalThis.fetch
  const answers = new Map<string, Answer>()
  const fake: FakeCms = {
    fault: 'none',
    requests: [],
    set: (site, path, answer) => answers.set(`/cms/${site}${path}`, answer),
    count: (prefix) => fake.requests.filter((request) => request.startsWith(prefix)).length,
    pageRequests: () =>
      fake.requests.filter((request) => !isInitialData(new URL(request, CMS_BASE))),
    restore: () => {
      globalThis.fetch = original
    },
  }

  /** An answer set without a query does not answer that path's initial-data request. */
  const answerFor = (url: URL): Answer => {
    const key = url.pathname.replace(/\/$/, '') || '/'
    const exact = answers.get(url.pathname + url.search) ?? answers.get(key + url.search)
    if (exact) return exact
    if (isInitialData(url)) return { status: 200, body: initialData() }
    const pathOnly = answers.get(url.pathname) ?? answers.get(key)
    if (pathOnly) return pathOnly
    if (/^\/cms\/[^/]+\/?$/.test(url.pathname)) return { status: 200, body: page() }
    return { status: 404, body: page({ id: 404, slug: '/404', title: 'Seite nicht gefunden' }) }
  }

  const hang = (init: RequestInit | undefined) =>
    new Promise<Response>((_, reject) => {
      const signal = init?.signal
      signal?.addEventListener('abort', () => reject(signal.reason))
    })

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!url.href.startsWith(CMS_BASE)) return original(input, init)
    fake.requests.push(url.pathname + url.search)
    if (fake.fault === 'down') throw new TypeError('fetch failed: connection refused')
    if (fake.fault === 'slow') return hang(init)
    if (fake.fault === 'garbage') return new Response('<html>Gateway</html>', { status: 200 })
    if (fake.fault === 'server-error') return new Response('{}', { status: 503 })
    const answer = answerFor(url)
    if ('hang' in answer) return hang(init)
    if ('down' in answer) throw new TypeError('fetch failed: connection refused')
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
    if ('raw' in answer) return new Response(answer.raw, { status: answer.status ?? 200 })
    return Response.json(answer.body, { status: answer.status })
  }
  return fake
}
