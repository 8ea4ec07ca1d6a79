// Time to first byte vs time to last byte of the streamed HTML: the gap is what streaming buys a
// shopper (the browser starts on the head and the stylesheet while the rest renders). Cached
// pages render in one pass, so the two are close; the slow product catalogue is where they part.
import { percentile, timedGet } from '../lib/http.mjs'
import { failed, info } from '../lib/table.mjs'

const PAGES = ['/', '/ratgeber/immunsystem']
const SAMPLES = 20
const DEADLINE_MS = 20_000

export const measureTtfb = async ({ origin }) => {
  const rows = []
  for (const path of PAGES) {
    try {
      // The first request may fill the cache; only cached (fresh) answers are measured.
      await timedGet(origin + path)
      const first = []
      const last = []
      const sources = new Set()
      const stopAt = performance.now() + DEADLINE_MS
      while (first.length < SAMPLES && performance.now() < stopAt) {
        const timing = await timedGet(origin + path)
        if (timing.status !== 200) throw new Error(`${path} answered ${timing.status}`)
        sources.add(timing.headers.get('x-cache-status'))
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
              ? `fetch() from Node, sequential, through wrangler dev; first byte = first body ` +
                `chunk; x-cache-status: ${[...sources].join(', ')}`
              : null,
        }),
        ttlbMs: ttlb,
      })
    } catch (error) {
      rows.push(failed({ id: `ttfb.${path}`, figure: `TTFB / TTLB ${path}`, error }))
    }
  }
  rows.push(
    info({
      id: 'ttfb.slow-catalogue',
      figure: 'TTFB / TTLB /produkte, slow product catalogue',
      display: 'n/a until the catalogue lands',
    }),
  )
  return rows
}
