// Client navigation time: a click on an internal link to the new page's content in
// the DOM, in Chromium, for a link the prefetcher fetched ahead and for a cold link.
//
// Each sample is a first visit (a new document with the HTTP cache off, bench/lib/browser.mjs):
// the home page loads and hydrates and the network goes quiet (the links in view that the
// prefetcher fetches on a 4G-class connection included), then the header menu's link to the
// target is clicked.
// - 'prefetched': the pointer rests on the link first, as a shopper's does before a click, and
//   the click waits until the prefetcher's fetch of the target's _payload.json and of the
//   element code it needs has ended; the click then must make no request.
// - 'cold': the link gets the click alone (HTMLElement.click(): no pointer over it and no
//   focus, which would fetch it ahead), and the target's link in the main content is below the
//   fold, so the prefetcher never saw it (cold samples run in a page of their own, in which the
//   pointer never moves); each sample checks that nothing requested the target's payload before
//   the click. The click then fetches the payload and the target's element chunks, as a
//   shopper's first click on a link they did not rest on does.
// Both modes use the same click and the same clock, in the page: performance.now() right before
// the click and in a MutationObserver callback (the microtask after React's commit) once the
// target's h1 is in <main>, so no Node or Playwright round trip is in the time. The next
// animation frame after it is noted too (that frame paints the page).
//
// Loopback figures: Chromium and wrangler dev on this machine, no network throttling (the other
// browser figures are loopback too; Lighthouse only simulates its throttling). Over a real
// network the cold click waits a round trip to the edge more for the payload and another for
// the chunks it needs; the prefetched one waits for none.
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { firstVisitPage, kindOf, networkQuiet } from '../lib/browser.mjs'
import { measurePrefetchCost } from './prefetch-cost.mjs'
import { percentile } from '../../scripts/lib/stats.mjs'
import { budgeted, failed, info } from '../lib/table.mjs'

const FROM = '/'
/**
 * A top-level link of the header's menu (not one in a submenu, which a click must open first)
 * to a page whose element code the home page does not load.
 */
const TARGET = '/rezepte'
/**
 * Samples per mode, taken in turn (cold, prefetched, cold, …) so the machine's drift hits both.
 * Each pair costs two first-visit loads of the home page, about 2 to 3 s on this machine; the
 * bench must end within its time limit, and Lighthouse already takes more than half of it.
 */
const RUNS = 10
/** No new sample after this (a busy machine loads pages slowly); the figure says how many. */
const DEADLINE_MS = 18_000
const STEP_TIMEOUT_MS = 15_000
/**
 * 'Instant' is a response within 100 ms (RAIL, https://web.dev/articles/rail): a click whose
 * page is already in memory must show it within that, as the median on this machine.
 */
const PREFETCHED_BUDGET_MS = 100

/** The payload parameters of the router's own (route-state.ts): the build id, initial data. */
const PAYLOAD_PARAMS = new Set(['v', 'initialData'])

/**
 * The target's own payload. The same path with a query is another page (a filter of the
 * recipes list): once the target is shown, the prefetcher fetches the links it brings into
 * view, which are no part of the click.
 */
const isTargetPayload = (url) => {
  const { pathname, searchParams } = new URL(url)
  return (
    pathname === `${TARGET}/_payload.json` &&
    [...searchParams.keys()].every((name) => PAYLOAD_PARAMS.has(name))
  )
}

/** What a click needs: the target's payload, and element code. */
const isForTheClick = (each) =>
  kindOf(each) === 'chunk' || (kindOf(each) === 'payload' && isTargetPayload(each.url))

/** The link of the header's menu to TARGET, the one on screen (the phone menu has another). */
const menuLink = (page) =>
  page.locator(`header nav a[href="${TARGET}"]`).filter({ visible: true }).first()

/**
 * Clicks the link in the page and resolves with the time from the click to TARGET's h1 in
 * <main> (`domMs`) and to the next animation frame after it (`frameMs`).
 */
const clickAndTime = (link, heading) =>
  link.evaluate(
    (anchor, { target, heading, timeoutMs }) =>
      new Promise((resolve, reject) => {
        const shown = () =>
          window.location.pathname === target &&
          document.querySelector('main h1')?.textContent?.trim() === heading
        let started = 0
        const observer = new MutationObserver(() => {
          if (!shown()) return
          const domMs = performance.now() - started
          observer.disconnect()
          clearTimeout(timer)
          requestAnimationFrame(() => resolve({ domMs, frameMs: performance.now() - started }))
        })
        const timer = setTimeout(() => {
          observer.disconnect()
          reject(new Error(`${target} was not shown ${timeoutMs} ms after the click`))
        }, timeoutMs)
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        started = performance.now()
        anchor.click()
      }),
    { target: TARGET, heading, timeoutMs: STEP_TIMEOUT_MS },
  )

/**
 * A first navigation, not counted: it puts the target's payload in the worker's KV cache (the
 * first request of a page goes to the CMS) and warms the payload route in workerd. Resolves with
 * the target's h1, the mark of its page.
 */
const warm = async ({ page, load }, origin) => {
  await load(origin + FROM)
  const before = await page.locator('main h1').first().textContent()
  await menuLink(page).evaluate((anchor) => anchor.click())
  await page.waitForFunction(
    ({ target, before }) =>
      window.location.pathname === target &&
      document.querySelector('main h1')?.textContent !== before,
    { target: TARGET, before },
    { timeout: STEP_TIMEOUT_MS },
  )
  const heading = (await page.locator('main h1').first().textContent())?.trim()
  if (!heading) throw new Error(`${TARGET} has no h1 in <main>`)
  return heading
}

/**
 * One sample of a mode; throws when the sample is not what its mode says it is. Resolves with
 * the times, the requests the click made and the payload's x-cache-status.
 */
const sample = async ({ page, network, load }, origin, heading, mode) => {
  await load(origin + FROM)
  const link = menuLink(page)
  const sinceLoad = network.requests.length
  const targetPayloads = () =>
    network.requests.slice(sinceLoad).filter(({ url }) => isTargetPayload(url))
  if (mode === 'prefetched') {
    const fetched = page.waitForResponse((response) => isTargetPayload(response.url()), {
      timeout: STEP_TIMEOUT_MS,
    })
    await link.hover()
    await (await fetched).finished()
    // The element chunks of the payload load after it.
    await networkQuiet(network, { timeoutMs: STEP_TIMEOUT_MS })
  }
  const before = targetPayloads().length
  if (before !== (mode === 'prefetched' ? 1 : 0)) {
    throw new Error(
      `${mode}: ${before} request(s) for ${TARGET}/_payload.json before the click` +
        (mode === 'cold' ? ' (the prefetcher fetched the cold link: pick another)' : ''),
    )
  }
  const sinceClick = network.requests.length
  const time = await clickAndTime(link, heading).catch((error) => {
    // The router falls back to loading the whole page on any failure (use-router.ts).
    const documents = network.requests
      .slice(sinceClick)
      .filter(({ request }) => request.resourceType() === 'document')
    if (documents.length > 0)
      throw new Error(`${mode}: the click loaded ${TARGET} as a whole document, not on the client`)
    throw error
  })
  const byClick = network.requests.slice(sinceClick).filter(isForTheClick)
  if (mode === 'prefetched' && byClick.length > 0) {
    throw new Error(
      `the click on a prefetched link requested ${byClick.map(({ url }) => new URL(url).pathname).join(', ')}`,
    )
  }
  const payloads = targetPayloads()
  if (mode === 'cold' && payloads.length !== 1) {
    throw new Error(`the cold click made ${payloads.length} requests for ${TARGET}/_payload.json`)
  }
  const response = await payloads[0].request.response()
  return {
    ...time,
    chunks: byClick.filter((each) => kindOf(each) === 'chunk').length,
    cache: response?.headers()['x-cache-status'] ?? 'none',
  }
}

const summary = (samples, key) => {
  const values = samples.map((each) => each[key])
  return { median: percentile(values, 50), p90: percentile(values, 90) }
}

const ms = (value) => `${value.toFixed(0)} ms`

const distinct = (samples, key) => [...new Set(samples.map((each) => each[key]))].join(', ')

/**
 * The rows of both modes, then those of bench/figures/prefetch-cost.mjs (what the prefetcher
 * fetches in a page view), measured with the same browser.
 */
export const measureNavigation = async ({ origin }) => {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const samples = { cold: [], prefetched: [] }
  let error = null
  // A page of its own per mode: the pointer never moves in the cold one. Chromium keeps the last
  // pointer position across documents and sends a new document a mouse move there, which would
  // rest the pointer on the link the prefetched sample left it on.
  const visitors = {}
  try {
    for (const mode of ['cold', 'prefetched']) {
      visitors[mode] = await firstVisitPage(
        browser,
        { effectiveType: '4g', saveData: false },
        { timeoutMs: STEP_TIMEOUT_MS },
      )
    }
    const heading = await warm(visitors.cold, origin)
    const stopAt = performance.now() + DEADLINE_MS
    for (let run = 0; run < RUNS && performance.now() < stopAt; run += 1) {
      for (const mode of ['cold', 'prefetched']) {
        samples[mode].push(await sample(visitors[mode], origin, heading, mode))
      }
    }
  } catch (caught) {
    error = caught
  } finally {
    for (const visitor of Object.values(visitors)) await visitor.context.close()
  }
  try {
    return [
      ...navigationRows(samples, error),
      // What prefetching costs a page view, in the same browser.
      ...(await measurePrefetchCost({ origin, browser })),
    ]
  } finally {
    await browser.close()
  }
}

const navigationRows = (samples, error) => {
  const figures = {
    prefetched: `Client navigation ${FROM} → ${TARGET}, prefetched link: median / p90`,
    cold: `Client navigation ${FROM} → ${TARGET}, cold link: median / p90`,
  }
  const budgetText = `median ≤ ${PREFETCHED_BUDGET_MS} ms`
  if (error !== null) {
    return [
      failed({ id: 'navigation.prefetched', figure: figures.prefetched, error, budgetText }),
      failed({ id: 'navigation.cold', figure: figures.cold, error }),
    ]
  }
  const rows = []
  for (const mode of ['prefetched', 'cold']) {
    const dom = summary(samples[mode], 'domMs')
    const frame = summary(samples[mode], 'frameMs')
    const common = {
      id: `navigation.${mode}`,
      figure: `${figures[mode]} of ${samples[mode].length}`,
      value: dom.median,
      unit: 'ms',
      display: `${ms(dom.median)} / ${ms(dom.p90)}`,
    }
    const row =
      mode === 'prefetched'
        ? budgeted({ ...common, op: '<=', limit: PREFETCHED_BUDGET_MS, budgetText })
        : info(common)
    const what =
      mode === 'prefetched'
        ? 'Chromium, loopback to wrangler dev, no throttling, navigator.connection 4g; each ' +
          'sample a first visit (HTTP cache off). Time in the page from the click ' +
          "(HTMLElement.click()) to the target's h1 in <main> (MutationObserver), after the " +
          'pointer rested on the link and its payload and element code had loaded; the click ' +
          'made no request. '
        : 'The same click with nothing fetched ahead (no pointer or focus on the link, its ' +
          'main-content link below the fold; checked in every sample): it fetched the payload ' +
          `and ${distinct(samples[mode], 'chunks')} element chunk(s). `
    rows.push({
      ...row,
      p90Ms: dom.p90,
      nextFrameMs: frame,
      samplesMs: samples[mode].map((each) => Math.round(each.domMs * 10) / 10),
      note:
        what +
        `Next animation frame: median ${ms(frame.median)}, p90 ${ms(frame.p90)}. ` +
        `Payload x-cache-status: ${distinct(samples[mode], 'cache')}.`,
    })
  }
  return rows
}
