// Chromium helpers for the figures that drive pages (client navigation, what prefetching costs):
// one page that loads every document as a first visit, the connection it reports, its requests,
// and waiting until a page has hydrated and its network gone quiet.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Makes `navigator.connection` of every page of the context report `connection` (for example
 * `{ effectiveType: '4g', saveData: true }`), set before any script runs, so the link prefetcher
 * reads it.
 */
export const reportConnection = (context, connection) =>
  context.addInitScript(
    (value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }),
    connection,
  )

/**
 * A page whose every load is a first visit: the HTTP cache is off (DevTools'
 * Network.setCacheDisabled), so each document fetches its chunks again as a fresh context would,
 * without the cost of a context per sample (about 0.3 s each on this machine). Within a
 * document, a chunk loads once either way (the module map keeps it). `navigator.connection`
 * reports `connection`, set before any script runs as test/e2e/prefetch.spec.ts does: the
 * prefetcher reads it (links in view are fetched ahead on a 4G-class connection only, nothing
 * with Save-Data), and Chromium's own estimate depends on the machine (4g on loopback here).
 *
 * Resolves with { context, page, network, load }; `network` follows the page's requests (see
 * watchNetwork), `load(url)` opens a document and waits until it hydrated and went quiet.
 * `contextOptions` go to browser.newContext (e.g. recordHar).
 */
export const firstVisitPage = async (
  browser,
  connection,
  { timeoutMs = 15_000, contextOptions = {} } = {},
) => {
  const context = await browser.newContext(contextOptions)
  await reportConnection(context, connection)
  const page = await context.newPage()
  const devtools = await context.newCDPSession(page)
  await devtools.send('Network.enable')
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true })
  const network = watchNetwork(page)
  const problems = []
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text().slice(0, 200))
  })
  page.on('pageerror', (error) => problems.push(String(error.message).slice(0, 200)))

  const load = async (url) => {
    problems.length = 0
    await context.clearCookies()
    const response = await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs })
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
    // A page that does not hydrate fails with what its console said (say, a chunk that is gone
    // because someone rebuilt the client while the bench ran).
    await hydrated(page, timeoutMs).catch(() => {
      throw new Error(
        `${url} did not hydrate in ${timeoutMs / 1000} s` +
          (problems.length > 0 ? `; console: ${problems.slice(0, 3).join(' | ')}` : ''),
      )
    })
    await networkQuiet(network, { timeoutMs })
  }
  return { context, page, network, load }
}

/**
 * Follows a page's requests across its documents: every one made so far (`requests`, in order:
 * { request, url, done }), how many are in flight, and when the last one started or ended.
 */
export const watchNetwork = (page) => {
  const network = { requests: [], inFlight: 0, lastActivity: performance.now() }
  const byRequest = new Map()
  const settled = (request) => {
    const entry = byRequest.get(request)
    if (entry && !entry.done) {
      entry.done = true
      network.inFlight -= 1
    }
    network.lastActivity = performance.now()
  }
  page.on('request', (request) => {
    const entry = { request, url: request.url(), done: false }
    byRequest.set(request, entry)
    network.requests.push(entry)
    network.inFlight += 1
    network.lastActivity = performance.now()
  })
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  return network
}

/**
 * Resolves once no request has been in flight, started or ended for `quietMs`: the page's own
 * load, anything fetched ahead and the element code it needs are done. Throws after `timeoutMs`.
 */
export const networkQuiet = async (network, { quietMs = 200, timeoutMs = 15_000 } = {}) => {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const now = performance.now()
    if (network.inFlight === 0 && now - network.lastActivity >= quietMs) return
    if (now > deadline) {
      const pending = network.requests.filter((each) => !each.done).map((each) => each.url)
      throw new Error(`the network never went quiet; in flight: ${pending.join(', ') || 'none'}`)
    }
    await sleep(25)
  }
}

/**
 * Resolves once React has committed the hydration of the page: the container's
 * `__reactContainer$…` property (set by hydrateRoot, as test/e2e/forms.spec.ts reads it) leads to
 * the root, whose current state stops being dehydrated at that commit. The effects that add the
 * router's listeners run right after it; wait for the network to go quiet after this, not before.
 */
export const hydrated = (page, timeoutMs = 15_000) =>
  page.waitForFunction(
    () => {
      const container = document.getElementById('root')
      const key =
        container && Object.keys(container).find((name) => name.startsWith('__reactContainer$'))
      const root = key ? container[key]?.stateNode : null
      return root?.current?.memoizedState?.isDehydrated === false
    },
    null,
    { timeout: timeoutMs },
  )

/** What a request is to the prefetch figures: a page payload, a chunk of the client, or other. */
export const kindOf = ({ request, url }) => {
  const path = new URL(url).pathname
  if (path.endsWith('/_payload.json')) return 'payload'
  if (request.resourceType() === 'script' && path.startsWith('/build/')) return 'chunk'
  return null
}
