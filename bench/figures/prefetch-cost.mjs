// What instant navigation costs: the requests the prefetcher adds to a page view of
// the home page, in Chromium, on a 4G-class connection, a first visit (HTTP cache off). One view
// in three stages, counted after each: the page loaded (the links in view are fetched ahead),
// read to its end (scrolled through a screen at a time: more links come into view, at most 4
// are fetched per page view), and every entry of the header's menu pointed at in turn (each link
// pointed at is fetched). Counted: _payload.json requests and requests of the client's chunks,
// with their gzip size as the client bundle figure computes it, minus the page's own: the chunks
// the same view requests with Save-Data on, when the prefetcher fetches nothing.
import { firstVisitPage, kindOf, networkQuiet } from '../lib/browser.mjs'
import { sizes } from '../../scripts/lib/http.mjs'
import { failed, info } from '../lib/table.mjs'

const PAGE = '/'
const STEP_TIMEOUT_MS = 15_000
/** Longer than the prefetcher's hover intent (65 ms), as a pointer that stops on a link. */
const HOVER_MS = 150

/** Scrolls through the page a screen at a time, so each link passes through the viewport. */
const readToTheEnd = async (page) => {
  for (let step = 0; step < 30; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    })
    await page.waitForTimeout(100)
    if (atEnd) return
  }
}

/** Rests the pointer on every entry of the header's menu on screen, one after the other. */
const pointAtMenu = async (page) => {
  const links = await page.locator('header nav a[href^="/"]').filter({ visible: true }).all()
  if (links.length === 0) throw new Error('no menu entry on screen in the header')
  for (const link of links) {
    await link.hover()
    await page.waitForTimeout(HOVER_MS)
  }
  return links.length
}

const STAGES = [
  { id: 'load', label: 'loaded', act: async () => null },
  { id: 'read', label: 'read to the end', act: readToTheEnd },
  { id: 'menu', label: 'then the menu entries on screen pointed at', act: pointAtMenu },
]

/**
 * One view of PAGE through the stages; resolves with the payload and chunk requests made up to
 * the end of each stage ({ requests, detail }[]): what the stage's action returned.
 */
const view = async (browser, origin, saveData) => {
  const visitor = await firstVisitPage(
    browser,
    { effectiveType: '4g', saveData },
    { timeoutMs: STEP_TIMEOUT_MS },
  )
  try {
    const { page, network, load } = visitor
    await load(origin + PAGE)
    const ends = []
    for (const stage of STAGES) {
      const detail = await stage.act(page)
      await networkQuiet(network, { timeoutMs: STEP_TIMEOUT_MS })
      ends.push({ count: network.requests.length, detail })
    }
    const counted = []
    for (const [index, entry] of network.requests.entries()) {
      const kind = kindOf(entry)
      if (kind === null) continue
      const answer = await entry.request.response()
      if (answer === null || answer.status() >= 400)
        throw new Error(`${entry.url} answered ${answer?.status() ?? 'nothing'}`)
      const gzip = sizes(await answer.body()).gzip
      counted.push({ kind, path: new URL(entry.url).pathname, gzip, index })
    }
    return ends.map(({ count, detail }) => ({
      requests: counted.filter(({ index }) => index < count),
      detail,
    }))
  } finally {
    await visitor.context.close()
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1)
const paths = (list) => list.map(({ path }) => path.replace('/_payload.json', '') || '/').join(', ')

/** Rows of the three stages; `browser` is the navigation figure's (its caller closes it). */
export const measurePrefetchCost = async ({ origin, browser }) => {
  try {
    const baseline = (await view(browser, origin, true)).at(-1).requests
    if (baseline.some(({ kind }) => kind === 'payload'))
      throw new Error('with Save-Data, a payload was fetched ahead')
    const own = new Set(baseline.map(({ path }) => path))
    const stages = await view(browser, origin, false)
    return STAGES.map((stage, index) => {
      const extra = stages[index].requests.filter(({ path }) => !own.has(path))
      const payloads = extra.filter(({ kind }) => kind === 'payload')
      const chunks = extra.filter(({ kind }) => kind === 'chunk')
      const gzip = extra.reduce((sum, { gzip }) => sum + gzip, 0)
      const entries = stages[index].detail
      const row = info({
        id: `navigation.prefetch-cost.${stage.id}`,
        figure:
          `Fetched ahead in a page view of ${PAGE}, ${stage.label}` +
          `${entries ? ` (${entries})` : ''}: payloads + chunks`,
        value: extra.length,
        unit: 'requests',
        display: `${payloads.length} + ${chunks.length} requests, ${kb(gzip)} KB gzip`,
        note:
          (index === 0
            ? 'Chromium, navigator.connection 4g, a first visit (HTTP cache off), counts so far ' +
              'in one view; the page itself requested ' +
              `${baseline.length} chunks (the same view with Save-Data on, nothing fetched ` +
              'ahead), not counted. '
            : '') +
          `Pages fetched ahead so far: ${paths(payloads) || 'none'} (payloads ` +
          `${kb(payloads.reduce((sum, { gzip }) => sum + gzip, 0))} KB gzip of it).`,
      })
      // What was fetched, for the JSON: which pages, which chunks (build/client-metafile.json
      // tells what each chunk holds).
      return { ...row, fetched: extra.map(({ path, gzip }) => ({ path, gzip })) }
    })
  } catch (error) {
    return [
      failed({
        id: 'navigation.prefetch-cost',
        figure: `Fetched ahead in a page view of ${PAGE}`,
        error,
      }),
    ]
  }
}
