// The load test behind `npm run load` (scripts/load.mjs) and the bench's 'load' figure
// (bench/figures/load.mjs), so that both measure the same mix the same way: autocannon keeps
// `connections` requests in flight against the storefront for `durationS` seconds, with the KV
// upstream cache warm, mixing cached pages of four brands, page payloads (client navigation) and
// POST /check-version, while an editor purges one of those pages every few seconds. Loopback
// only: every request goes to 127.0.0.1 and names its site in the Host header.
import autocannon from 'autocannon'
import { request as httpRequest } from 'node:http'
import { bootstrapOf } from './http.mjs'
import { percentile } from './stats.mjs'

export const LOAD_DEFAULTS = Object.freeze({ durationS: 30, connections: 16, purgeEveryS: 3 })

/** Per request; far above any answer of a warm cache, so a timeout means a real stall. */
const TIMEOUT_S = 10
const WARM_TIMEOUT_MS = 30_000

/**
 * Cached pages, [host, path]: the dev hostnames of wrangler.toml, the slugs of the demo CMS
 * (demo/cms/content). Home, guide, listing and plain content pages, German and English. No
 * cart or account pages: they depend on the shopper and are not the cache's business.
 */
const PAGES = [
  ['localhost', '/'],
  ['localhost', '/ratgeber/immunsystem'],
  ['localhost', '/produkte'],
  ['localhost', '/en/guide/immune-system'],
  ['litozin.localhost', '/'],
  ['litozin.localhost', '/ratgeber/gelenke'],
  ['litozin.localhost', '/produkte'],
  ['queisser.localhost', '/'],
  ['queisser.localhost', '/ratgeber/magnesium'],
  ['queisser.localhost', '/ueber-uns'],
  ['stozzon.localhost', '/'],
  ['stozzon.localhost', '/ratgeber/verdauung'],
  ['stozzon.localhost', '/ueber-uns'],
]

/** Pages a client navigation asks the payload of: partly the pages above, partly others. */
const PAYLOAD_PAGES = [
  ['localhost', '/'],
  ['localhost', '/ueber-uns'],
  ['localhost', '/en/about-us'],
  ['litozin.localhost', '/ratgeber/hagebutte'],
  ['queisser.localhost', '/produkte'],
  ['stozzon.localhost', '/ratgeber/chlorophyll'],
]

const CHECK_VERSION_HOSTS = ['localhost', 'litozin.localhost']

/** The request kinds, in the order they are reported. */
export const KINDS = ['page', 'payload', 'check-version']

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every path the load requests, as the bench's list of its own paths (bench/run.mjs): requests
 * to any other path come from someone else. Payload paths carry a query.
 */
export const LOAD_PATHS = [
  ...new Set(PAGES.map(([, path]) => path)),
  ...PAYLOAD_PAGES.map(([, path]) => payloadPath(path, '').replace(/\?.*$/, '')),
  '/check-version',
  '/_cache/log',
  '/_cache/purge',
].map((path) => new RegExp(`^${escape(path)}(\\?|$)`))

/**
 * '/en/about' → '/en/about/_payload.json?v=<build id>', '/' → '/_payload.json?v=…': what the
 * client router requests (payloadUrl in src/app/router/route-state.ts, which Node cannot import).
 */
function payloadPath(path, buildId) {
  const base = path === '/' ? '' : path.replace(/\/+$/, '')
  return `${base}/_payload.json?v=${encodeURIComponent(buildId)}`
}

/**
 * The mix one autocannon connection cycles through, kinds interleaved so that every connection
 * sends all kinds all the time: 13 pages, 6 payloads, 2 version checks (62 / 29 / 10 %).
 */
export const buildMix = (buildId) => {
  const pages = PAGES.map(([host, path]) => ({ kind: 'page', host, method: 'GET', path }))
  const payloads = PAYLOAD_PAGES.map(([host, path]) => ({
    kind: 'payload',
    host,
    method: 'GET',
    path: payloadPath(path, buildId),
  }))
  const checks = CHECK_VERSION_HOSTS.map((host) => ({
    kind: 'check-version',
    host,
    method: 'POST',
    path: '/check-version',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version: buildId }),
  }))
  return interleave([pages, payloads, checks])
}

/**
 * The lists merged, each spread evenly over the whole: [p1..p4], [x1, x2] → p1 x1 p2 p3 x2 p4,
 * so that a connection sends every kind at a steady rate instead of one kind in a burst.
 */
const interleave = (lists) =>
  lists
    .flatMap((list) => list.map((item, i) => ({ item, at: (i + 0.5) / list.length })))
    .sort((a, b) => a.at - b.at)
    .map(({ item }) => item)

/**
 * One request to the storefront with a Host header of our choosing. node:http, not fetch():
 * fetch() silently replaces the Host header with the address's, which would always pick the
 * site of 127.0.0.1.
 */
export const hostRequest = (
  origin,
  { host, method = 'GET', path, headers = {}, body, timeoutMs = WARM_TIMEOUT_MS },
) =>
  new Promise((resolve, reject) => {
    const url = new URL(path, origin)
    const req = httpRequest(url, {
      method,
      headers: { ...headers, host: `${host}:${url.port}` },
      timeout: timeoutMs,
    })
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', reject)
    req.on('response', (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
    req.end(body)
  })

const describe = (entry) => `${entry.method} http://${entry.host}${entry.path}`

/** The build id the running storefront serves, from its home page's bootstrap snapshot. */
const buildIdOf = async (origin) => {
  const home = await hostRequest(origin, { host: 'localhost', path: '/' })
  if (home.status !== 200) throw new Error(`GET http://localhost/ answered ${home.status}`)
  return bootstrapOf(home.text).buildId
}

/**
 * Requests every URL of the mix once, so that the pages and payloads are in KV before the
 * load starts; any answer but 200 is a wrong URL in the lists above, and stops the run.
 */
const warm = async (origin, mix) => {
  const wrong = []
  for (const entry of mix) {
    const answer = await hostRequest(origin, entry)
    if (answer.status !== 200) wrong.push(`${describe(entry)} answered ${answer.status}`)
  }
  if (wrong.length > 0) throw new Error(`warming the cache: ${wrong.join('; ')}`)
}

const authorization = (token) => ({ authorization: `Bearer ${token}` })

/** The token must work before the load starts: GET /_cache/log purges nothing. */
const checkToken = async (origin, token) => {
  const answer = await hostRequest(origin, {
    host: 'localhost',
    path: '/_cache/log',
    headers: authorization(token),
  })
  if (answer.status !== 200) {
    throw new Error(`the purge token was refused: GET /_cache/log answered ${answer.status}`)
  }
}

/** One purge of one page, as an editor sends it (src/worker/purge/purge-request.ts). */
const purgeOnce = async (origin, token, [host, path]) => {
  const started = performance.now()
  const target = `http://${host}${path}`
  try {
    const answer = await hostRequest(origin, {
      host,
      method: 'POST',
      path: '/_cache/purge',
      headers: { ...authorization(token), 'content-type': 'application/json' },
      body: JSON.stringify({ scope: 'paths', site: host, paths: [path] }),
      timeoutMs: TIMEOUT_S * 1000,
    })
    const ms = performance.now() - started
    if (answer.status !== 200) {
      return { target, ok: false, ms, error: `${answer.status} ${answer.text.slice(0, 200)}` }
    }
    return { target, ok: true, ms, removed: JSON.parse(answer.text).removed }
  } catch (error) {
    return { target, ok: false, ms: performance.now() - started, error: error.message }
  }
}

/**
 * Purges the pages of the mix in turn, one every `everyMs` (counted from the end of the last
 * purge), until stopped. The purged page is requested again at once by the load: its next
 * answers come from the CMS (x-cache-status: origin) until the worker has stored it again, in
 * KV and in the edge cache.
 */
const startPurging = ({ origin, token, everyMs }) => {
  const purges = []
  let stopped = false
  let next = 0
  let timer = null
  let inFlight = Promise.resolve()
  const tick = () => {
    const page = PAGES[next % PAGES.length]
    next += 1
    inFlight = purgeOnce(origin, token, page).then((purge) => {
      purges.push(purge)
      if (!stopped) timer = setTimeout(tick, everyMs)
    })
  }
  timer = setTimeout(tick, everyMs)
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await inFlight
      return purges
    },
  }
}

/** Latencies, statuses and cache sources of the answers of one request kind. */
const newTally = () => ({ ms: [], statuses: {}, cache: {} })

const countInto = (counts, key) => {
  counts[key] = (counts[key] ?? 0) + 1
}

/**
 * Runs autocannon over the mix. autocannon reports latencies for the whole run only; for each
 * kind, the request's onResponse (which sees the headers) names the kind, and the client's
 * 'response' event (which has the latency) follows it synchronously for the same answer
 * (lib/httpClient.js, autocannon 9), so the two are paired through `answered`.
 */
const runAutocannon = async ({ origin, mix, durationS, connections }) => {
  const port = new URL(origin).port
  const tallies = Object.fromEntries(KINDS.map((kind) => [kind, newTally()]))
  const errorSamples = new Set()
  let answered = null
  const requests = mix.map((entry) => ({
    method: entry.method,
    path: entry.path,
    headers: { ...entry.headers, host: `${entry.host}:${port}` },
    ...(entry.body ? { body: entry.body } : {}),
    onResponse: (status, _body, _context, headers) => {
      // A page the edge cache answered was not read from KV at all: 'edge'.
      const edge = headers['x-edge-cache'] === 'hit'
      answered = { kind: entry.kind, cache: edge ? 'edge' : (headers['x-cache-status'] ?? 'none') }
    },
  }))
  const instance = autocannon({
    url: origin,
    connections,
    duration: durationS,
    timeout: TIMEOUT_S,
    requests,
    setupClient: (client) =>
      client.on('response', (status, _bytes, ms) => {
        const tally = tallies[answered?.kind] ?? null
        if (tally) {
          tally.ms.push(ms)
          countInto(tally.statuses, status)
          countInto(tally.cache, answered.cache)
        }
        answered = null
      }),
  })
  instance.on('reqError', (error) => {
    if (errorSamples.size < 5) errorSamples.add(error.message)
  })
  const result = await instance
  return { result, tallies, errorSamples: [...errorSamples] }
}

const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10)

const isOk = (status) => Number(status) >= 200 && Number(status) < 300

const summarizeKind = ({ ms, statuses, cache }) => {
  const requests = ms.length
  const fromEdge = cache.edge ?? 0
  const fromKv = (cache.fresh ?? 0) + (cache.stale ?? 0)
  return {
    requests,
    latency: {
      p50: round1(percentile(ms, 50)),
      p90: round1(percentile(ms, 90)),
      p99: round1(percentile(ms, 99)),
      // Not Math.max(...ms): tens of thousands of arguments overflow the stack.
      max: round1(ms.length > 0 ? ms.reduce((a, b) => Math.max(a, b)) : null),
    },
    non2xx: Object.entries(statuses)
      .filter(([status]) => !isOk(status))
      .reduce((sum, [, count]) => sum + count, 0),
    statuses,
    cache,
    // Only pages and payloads carry x-cache-status or x-edge-cache.
    fromKvShare: requests === 0 || cache.none === requests ? null : fromKv / requests,
    fromEdgeShare: requests === 0 || cache.none === requests ? null : fromEdge / requests,
  }
}

const summarizePurges = (purges) => ({
  count: purges.length,
  failed: purges.filter((purge) => !purge.ok).length,
  removed: purges.reduce((sum, purge) => sum + (purge.removed ?? 0), 0),
  p50Ms: round1(
    percentile(
      purges.map((purge) => purge.ms),
      50,
    ),
  ),
  errors: purges.filter((purge) => !purge.ok).map((purge) => `${purge.target}: ${purge.error}`),
})

/** What went wrong, in words; empty when the run had no error of any kind. */
const problemsOf = ({ result, purges, errorSamples }) => {
  const problems = []
  if (result.errors > 0) {
    problems.push(
      `${result.errors} socket errors (${result.timeouts} timeouts): ${errorSamples.join('; ')}`,
    )
  }
  if (result.non2xx > 0) {
    const codes = Object.keys(result.statusCodeStats).filter((code) => !isOk(code))
    problems.push(`${result.non2xx} non-2xx answers (${codes.join(', ')})`)
  }
  if (result.mismatches > 0) problems.push(`${result.mismatches} body mismatches`)
  if (result.requests.total === 0) problems.push('no request completed')
  problems.push(...purges.errors)
  if (purges.count === 0) problems.push('no purge was sent: run longer than the purge interval')
  // A purge that answers 200 but never removes anything would be no purge at all.
  else if (purges.removed === 0) problems.push('no purge removed anything from KV')
  return problems
}

/**
 * The whole test against a running storefront at `origin` (http://127.0.0.1:8787): finds the
 * build id, warms the cache, checks the purge token, then loads it. Resolves with the figures
 * and `problems` (empty when there was no error of any kind); rejects only when the run could
 * not start (a wrong URL, a refused token).
 */
export const runLoad = async ({
  origin,
  purgeToken,
  durationS = LOAD_DEFAULTS.durationS,
  connections = LOAD_DEFAULTS.connections,
  purgeEveryS = LOAD_DEFAULTS.purgeEveryS,
  log = () => {},
}) => {
  const buildId = await buildIdOf(origin)
  const mix = buildMix(buildId)
  log(`warming the cache: ${mix.length} URLs`)
  await warm(origin, mix)
  await checkToken(origin, purgeToken)
  log(`load: ${durationS} s, ${connections} connections, a purge every ${purgeEveryS} s`)
  const purging = startPurging({ origin, token: purgeToken, everyMs: purgeEveryS * 1000 })
  let run
  let purgeList = []
  try {
    run = await runAutocannon({ origin, mix, durationS, connections })
  } finally {
    purgeList = await purging.stop()
  }
  const purges = summarizePurges(purgeList)
  const { result } = run
  return {
    durationS: result.duration,
    connections,
    mix: Object.fromEntries(KINDS.map((kind) => [kind, mix.filter((e) => e.kind === kind).length])),
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    kinds: Object.fromEntries(KINDS.map((kind) => [kind, summarizeKind(run.tallies[kind])])),
    purges,
    /** Every failed request or purge: what `npm run load` and the bench require to be 0. */
    failures: result.errors + result.non2xx + result.mismatches + purges.failed,
    problems: problemsOf({ result, purges, errorSamples: run.errorSamples }),
  }
}
