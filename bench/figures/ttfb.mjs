// Time to first byte vs time to last byte of the streamed HTML: the gap is what streaming buys a
// shopper (the browser starts on the head and the stylesheet while the rest renders). Cached
// pages render in one pass, so the two are close; the slow product catalogue is where they part.
//
// The requests ask for an uncompressed body: wrangler dev's miniflare gzips HTML itself when the
// client accepts it and then holds the whole response back until its end
// (https://github.com/cloudflare/workers-sdk/issues/8004), which would measure miniflare, not
// the worker; deployed, Cloudflare compresses as the stream goes.
import { DEMO } from '../../scripts/lib/servers.mjs'
import { bootstrapOf, get, purge, timedGet } from '../../scripts/lib/http.mjs'
import { percentile } from '../../scripts/lib/stats.mjs'
import { budgeted, failed, info } from '../lib/table.mjs'

const PAGES = ['/', '/ratgeber/immunsystem']
const SAMPLES = 20
const DEADLINE_MS = 20_000

/** The product listing page, on a catalogue cache miss while the shop is this slow. */
const SLOW_PATH = '/produkte'
const SHOP_LATENCY_MS = 800
const SLOW_SAMPLES = 7
const SLOW_DEADLINE_MS = 25_000
/** The first byte must not wait for the shop: well under its latency. */
const SLOW_TTFB_BUDGET_MS = SHOP_LATENCY_MS / 2

const UNCOMPRESSED = { headers: { 'accept-encoding': 'identity' } }

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const measureCached = async (origin) => {
  const rows = []
  for (const path of PAGES) {
    try {
      // The first request may fill the cache; only cached (fresh) answers are measured.
      await timedGet(origin + path, UNCOMPRESSED)
      const first = []
      const last = []
      const sources = new Set()
      const stopAt = performance.now() + DEADLINE_MS
      while (first.length < SAMPLES && performance.now() < stopAt) {
        const timing = await timedGet(origin + path, UNCOMPRESSED)
        if (timing.status !== 200) throw new Error(`${path} answered ${timing.status}`)
        sources.add(
          timing.headers.get('x-edge-cache') === 'hit'
            ? 'edge cache'
            : timing.headers.get('x-cache-status'),
        )
        first.push(timing.firstByteMs)
        last.push(timing.lastByteMs)
      }
      const [ttfb, ttlb] = [percentile(first, 50), percentile(last, 50)]
      rows.push({
        ...info({
          id: `ttfb.${path}`,
          figure: `TTFB / TTLB ${path}, median of ${first.length}`,
          value: ttfb,
          unit: 'ms',
          display: `${ttfb.toFixed(1)} / ${ttlb.toFixed(1)} ms`,
          note:
            path === PAGES[0]
              ? `fetch() from Node, sequential, through wrangler dev, uncompressed (miniflare ` +
                `buffers what it compresses); first byte = first body chunk; answered from: ` +
                `${[...sources].join(', ')}`
              : null,
        }),
        ttlbMs: ttlb,
      })
    } catch (error) {
      rows.push(failed({ id: `ttfb.${path}`, figure: `TTFB / TTLB ${path}`, error }))
    }
  }
  return rows
}

/** The demo shop's slow-catalogue knob (demo/shop/latency.ts). */
const setShopLatency = async (productsMs) => {
  const response = await fetch(`${DEMO}/shop/_latency`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productsMs }),
    signal: AbortSignal.timeout(5000),
  })
  if (!response.ok) throw new Error(`PUT /shop/_latency answered ${response.status}`)
  await response.arrayBuffer()
}

/**
 * Removes the site's cached catalogue (purge scope 'catalogue'). The previous sample's catalogue
 * is written in the background after its response ended, so this retries until the purge
 * removed it: every sample is then a true miss.
 */
const purgeCatalogue = async (origin, purgeToken, site) => {
  const stopAt = performance.now() + 5000
  while ((await purge(origin, purgeToken, { scope: 'catalogue', site })) === 0) {
    if (performance.now() > stopAt) throw new Error('the catalogue was never cached to purge')
    await sleep(50)
  }
}

const measureSlowCatalogue = async (origin, purgeToken) => {
  const id = 'ttfb.slow-catalogue'
  const figure = `TTFB / TTLB ${SLOW_PATH}, catalogue cache miss, median`
  const budgetText = `TTFB ≤ ${SLOW_TTFB_BUDGET_MS} ms`
  try {
    if (!purgeToken) throw new Error('no purge token: the servers were not started by the bench')
    // Warm first, at the shop's normal speed: the page and initial data come from KV.
    const warm = await get(origin + SLOW_PATH)
    if (warm.status !== 200) throw new Error(`${SLOW_PATH} answered ${warm.status}`)
    const site = bootstrapOf(warm.body.toString('utf8')).site.id
    const first = []
    const last = []
    const sources = new Set()
    await setShopLatency(SHOP_LATENCY_MS)
    try {
      const stopAt = performance.now() + SLOW_DEADLINE_MS
      while (first.length < SLOW_SAMPLES && performance.now() < stopAt) {
        await purgeCatalogue(origin, purgeToken, site)
        const timing = await timedGet(origin + SLOW_PATH, { ...UNCOMPRESSED, keepBody: true })
        if (timing.status !== 200) throw new Error(`${SLOW_PATH} answered ${timing.status}`)
        // What was measured: the listing's products in the page, after waiting for the shop.
        if (!timing.text.includes('ce-product-tile'))
          throw new Error('no product tiles in the page')
        if (timing.lastByteMs < SHOP_LATENCY_MS) {
          throw new Error(`TTLB ${timing.lastByteMs.toFixed(0)} ms: the catalogue was cached`)
        }
        sources.add(
          timing.headers.get('x-edge-cache') === 'hit'
            ? 'edge cache'
            : timing.headers.get('x-cache-status'),
        )
        first.push(timing.firstByteMs)
        last.push(timing.lastByteMs)
      }
    } finally {
      await setShopLatency(0)
    }
    if (first.length === 0) throw new Error('no sample within the deadline')
    const [ttfb, ttlb] = [percentile(first, 50), percentile(last, 50)]
    return [
      {
        ...budgeted({
          id,
          figure: `${figure} of ${first.length}`,
          value: ttfb,
          unit: 'ms',
          display: `TTFB ${ttfb.toFixed(0)} / TTLB ${ttlb.toFixed(0)} ms`,
          op: '<=',
          limit: SLOW_TTFB_BUDGET_MS,
          budgetText,
          note:
            `the demo shop's products query held back ${SHOP_LATENCY_MS} ms (PUT /shop/_latency); ` +
            `the catalogue purged before each sample (scope catalogue), the page itself from KV ` +
            `(x-cache-status: ${[...sources].join(', ')}); head and header stream at once, the ` +
            `product grid and the bootstrap after the shop answered`,
        }),
        ttlbMs: ttlb,
      },
    ]
  } catch (error) {
    return [failed({ id, figure, error, budgetText })]
  }
}

export const measureTtfb = async ({ origin, purgeToken }) => [
  ...(await measureCached(origin)),
  ...(await measureSlowCatalogue(origin, purgeToken)),
]
