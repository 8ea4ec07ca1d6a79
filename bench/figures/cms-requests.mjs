// CMS requests per 1,000 requests of one hot page within the cache TTL: the KV cache must answer
// them all (DESIGN.md section 6); any CMS request for the page in the window is a cache that does
// not hold. Counted where it cannot be missed: the demo CMS's own request log (wrangler dev logs
// every request it serves as `[wrangler:info] GET /cms/<site>/<path> 200 OK`, query left out).
// Only the hot page's CMS path counts (its page and its initial data: /cms/<site>/ for the home
// page): on this shared machine someone's Playwright run may reuse the bench's servers.
import { bootstrapOf, get, loadLoop, purge } from '../../scripts/lib/http.mjs'
import { budgeted, failed } from '../lib/table.mjs'

const PATH = '/'
const TOTAL = 1000
const CONCURRENCY = 8
/**
 * The dev sites' TTL is 60 s (wrangler.toml): the loop, in-flight requests included (15 s
 * timeout each), must end inside it.
 */
const DEADLINE_MS = 40_000
const BUDGET = 1
const ANY_CMS_LINE = /\bGET \/cms\//

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Waits until the log has been quiet for `quietMs` (a background refresh may be writing). */
const settle = async (tap, quietMs, maxMs) => {
  const stopAt = Date.now() + maxMs
  let lines = tap.lines
  let quietSince = Date.now()
  while (Date.now() < stopAt) {
    await sleep(100)
    if (tap.lines !== lines) {
      lines = tap.lines
      quietSince = Date.now()
    } else if (Date.now() - quietSince >= quietMs) return
  }
}

/** 'edge' for a page the edge cache answered, else the KV cache's x-cache-status. */
const sourceOf = (headers) =>
  headers.get('x-edge-cache') === 'hit' ? 'edge' : headers.get('x-cache-status')

export const measureCmsRequests = async ({ origin, servers }) => {
  const id = 'cms.requests-per-1000'
  const figure = `CMS requests per ${TOTAL} requests of ${PATH} (hot, in TTL)`
  const tap = servers.demo.tap
  try {
    // A copy stored by an earlier figure may be near the end of its TTL and expire during the
    // loop (one refresh: two CMS requests the cache rightly makes). The page and the initial
    // data of its locale are purged first, so the loop runs in the TTL of copies stored now.
    if (servers.purgeToken) {
      const { site, locale } = bootstrapOf((await get(origin + PATH)).body.toString('utf8'))
      await purge(origin, servers.purgeToken, { scope: 'site', site: site.id, locale })
    }
    // Warm until the page comes from a cache: the edge cache's stored page, or the page and
    // initial data fresh in KV. A first request may load them from the CMS, or find them stale
    // and refresh them in the background.
    const warmUntil = Date.now() + 15_000
    let response = null
    while (
      response === null ||
      (sourceOf(response.headers) !== 'fresh' &&
        sourceOf(response.headers) !== 'edge' &&
        Date.now() < warmUntil)
    ) {
      response = await get(origin + PATH)
      if (response.status !== 200) throw new Error(`${PATH} answered ${response.status}`)
      await settle(tap, 500, 5000)
    }
    const source = sourceOf(response.headers)
    if (source !== 'fresh' && source !== 'edge') {
      throw new Error(`${PATH} never came from the cache (${source})`)
    }

    const site = bootstrapOf(response.body.toString('utf8')).site.id
    const cmsPath = `/cms/${site}${PATH}`
    const hotLine = new RegExp(`\\bGET ${escapeRegExp(cmsPath)} `)
    tap.count(id, hotLine)
    tap.count(`${id}.any`, ANY_CMS_LINE)
    const answers = new Map()
    const loop = await loadLoop({
      url: origin + PATH,
      total: TOTAL,
      concurrency: CONCURRENCY,
      deadlineMs: DEADLINE_MS,
      onResponse: ({ status, headers }) => {
        const key = `${status} ${sourceOf(headers)}`
        answers.set(key, (answers.get(key) ?? 0) + 1)
      },
    })
    // wrangler writes its log line after the response: let the last lines arrive.
    await settle(tap, 1000, 5000)
    const count = tap.counted(id)
    const others = tap.counted(`${id}.any`) - count
    const otherLines = tap
      .matched(`${id}.any`)
      .filter((line) => !hotLine.test(line))
      .slice(0, 3)
      .map((line) => line.replace(/^.*?GET /, 'GET '))
    const answered = [...answers].map(([key, n]) => `${n}× ${key}`).join(', ')
    // A count over failed requests proves nothing about the cache.
    if (loop.completed === 0 || loop.failed > 0) {
      throw new Error(
        `${loop.failed} of ${loop.sent} requests failed (${answered || 'no answers'})`,
      )
    }
    const complete = loop.completed === TOTAL
    return [
      budgeted({
        id,
        figure,
        value: count,
        unit: 'requests',
        display: complete ? `${count}` : `${count} in ${loop.completed} page requests`,
        op: '<=',
        limit: BUDGET,
        note:
          `Method: the page and its initial data purged, warm requests until the edge cache ` +
          `answers (edge) or x-cache-status is fresh, then ${loop.completed} GET ${PATH} ` +
          `(concurrency ${CONCURRENCY}, ${(loop.ms / 1000).toFixed(1)} s); count = lines ` +
          `'GET ${cmsPath}' (the page and its initial data) in the demo CMS's wrangler log ` +
          `meanwhile. Answers: ${answered}.` +
          (complete ? '' : ` Only ${loop.completed} requests fit in ${DEADLINE_MS / 1000} s.`) +
          (others > 0
            ? ` Not counted: ${others} CMS requests for other paths (${otherLines.join('; ')}), ` +
              'which requests of this page do not cause.'
            : ''),
      }),
    ]
  } catch (error) {
    return [failed({ id, figure, error, budgetText: `≤ ${BUDGET}` })]
  }
}
