// Responsiveness: INP's measure of four taps a shopper makes on a phone, from
// the tap to the next paint, in Chromium at 390 px (mobile emulation, touch) with 4× CPU
// throttling (DevTools' Emulation.setCPUThrottlingRate):
// - add to cart on a product page (the buy box's button),
// - choosing a pack size on the same page (the label of '40 ml' in the 'Packungsgröße' group),
// - opening the filter drawer of the listing (its button, shown on small screens only),
// - opening a quick view from the listing's first tile.
// Measured with the Event Timing API in the page: a PerformanceObserver of type 'event'
// (durationThreshold 16, buffered), registered before any page script, and of the entries of the
// tap's interaction (its interactionId: pointerdown, pointerup, click) the longest duration, which
// is what INP counts for it. Event Timing reports nothing under its threshold: an interaction
// with no entry counts as 16 ms, and the row says so. Durations come rounded to 8 ms.
//
// Each sample is a fresh document, a first visit (bench/lib/browser.mjs: HTTP cache off, cookies
// cleared, so every add goes to a new guest cart and nothing opened before is open), loaded
// unthrottled until it hydrated and the network went quiet; the target is scrolled into view and
// the network left to go quiet again (what scrolling brings near loads), then the CPU is
// throttled for the tap alone (page.touchscreen.tap at the target's middle: a touchStart and a
// touchEnd, as a phone sends them) until its entries arrived. Save-Data is on, so the link prefetcher fetches nothing meanwhile.
// The four taps are taken in turn, round after round, so the machine's drift hits each alike.
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { firstVisitPage, networkQuiet } from '../lib/browser.mjs'
import { percentile } from '../../scripts/lib/stats.mjs'
import { budgeted, failed } from '../lib/table.mjs'

const PRODUCT = '/produkte/vitamin-d3-k2-tropfen'
const LISTING = '/produkte'
/** A phone's screen (the end-to-end tests' 390 px) with touch; Lighthouse's mobile scale factor. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
const CPU_THROTTLING = 4
const RUNS = 10
/**
 * The section's share of the bench's 12 minutes, from its start: no round starts that would end
 * past it (a round is four first visits and taps, 5-12 s on this machine); the rows say how many
 * samples they took.
 */
const SECTION_MS = 85_000
const STEP_TIMEOUT_MS = 15_000
/** Event Timing's smallest threshold: shorter interactions are not reported. */
const THRESHOLD_MS = 16
/** A response within 100 ms reads as instant (RAIL; INP's own 'good' ends at 200 ms). */
const BUDGET_MS = 100
/**
 * How long after the click the page waits for entries before it counts the tap as under the
 * threshold (entries arrive after the frame that follows the tap was presented).
 */
const NO_ENTRY_AFTER_MS = 600

const buyBox = (page) => page.locator('.ce-product-detail__buy')
const cartLink = (page) => page.getByRole('banner').getByRole('link', { name: /^Warenkorb:/ })

const INTERACTIONS = [
  {
    id: 'add-to-cart',
    figure: `Tap to next paint, add to cart on ${PRODUCT}`,
    path: PRODUCT,
    target: (page) => buyBox(page).getByRole('button', { name: 'In den Warenkorb' }),
    // The add reached the shop, in a cart of its own.
    check: async (page) => {
      await page
        .getByRole('banner')
        .getByRole('link', { name: 'Warenkorb: 1', exact: true })
        .waitFor({ timeout: STEP_TIMEOUT_MS })
        .catch(async () => {
          const names = await cartLink(page).evaluateAll((links) =>
            links.map((link) => link.getAttribute('aria-label') ?? link.textContent),
          )
          throw new Error(`after the add the header's cart link reads ${names.join(', ')}`)
        })
    },
  },
  {
    id: 'pack-size',
    figure: `Tap to next paint, choosing the pack size 40 ml on ${PRODUCT}`,
    path: PRODUCT,
    target: (page) => page.getByRole('group', { name: 'Packungsgröße' }).getByText('40 ml'),
    check: (page) =>
      page
        .getByRole('group', { name: 'Packungsgröße' })
        .getByRole('radio', { name: /^40 ml/, checked: true })
        .waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS }),
  },
  {
    id: 'filter-drawer',
    figure: `Tap to next paint, opening the filter drawer on ${LISTING}`,
    path: LISTING,
    target: (page) =>
      page.locator('.ce-product-listing').getByRole('button', { name: /^Filter & Sortierung/ }),
    check: (page) =>
      page
        .getByRole('dialog', { name: 'Filter & Sortierung' })
        .waitFor({ timeout: STEP_TIMEOUT_MS }),
  },
  {
    id: 'quick-view',
    figure: `Tap to next paint, opening a quick view on ${LISTING}`,
    path: LISTING,
    target: (page) => page.locator('[data-quick-view]').first(),
    check: async (page) => {
      await page.waitForURL(/[?&]product=/, { timeout: STEP_TIMEOUT_MS })
      await page.getByRole('dialog').first().waitFor({ timeout: STEP_TIMEOUT_MS })
    },
  },
]

/** Registered before any script of every document: the event entries and the taps' events. */
const EVENT_TIMING_SCRIPT = (threshold) => {
  window.__benchEvents = []
  window.__benchClicks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchEvents.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      })
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true })
  window.addEventListener('click', (event) => window.__benchClicks.push(event.timeStamp), {
    capture: true,
  })
}

/**
 * In the page, after the tap: waits until the click was dispatched and then until an entry of
 * its interaction arrived (or NO_ENTRY_AFTER_MS passed without one), two frames more for the
 * interaction's other entries; resolves with the interaction's entries since `mark`.
 */
const collectEntries = (page, mark) =>
  page.evaluate(
    ({ mark, quietMs, timeoutMs }) =>
      new Promise((resolve) => {
        const began = performance.now()
        const frames = (count) =>
          new Promise((done) =>
            count === 0 ? done() : requestAnimationFrame(() => frames(count - 1).then(done)),
          )
        const ofTap = () =>
          window.__benchEvents.filter((entry) => entry.startTime >= mark && entry.interactionId > 0)
        const poll = () => {
          const clickAt = window.__benchClicks.find((at) => at >= mark)
          const entries = ofTap()
          if (clickAt !== undefined && entries.some((entry) => entry.name === 'click'))
            return frames(2).then(() => resolve({ entries: ofTap(), clicked: true }))
          if (clickAt !== undefined && performance.now() - clickAt > quietMs)
            return resolve({ entries, clicked: true })
          if (performance.now() - began > timeoutMs) return resolve({ entries, clicked: false })
          setTimeout(poll, 20)
        }
        poll()
      }),
    { mark, quietMs: NO_ENTRY_AFTER_MS, timeoutMs: STEP_TIMEOUT_MS },
  )

/** The tap's interaction: the click's interactionId (else the first one after the mark). */
const interactionOf = (entries) => {
  const id = (entries.find((entry) => entry.name === 'click') ?? entries[0])?.interactionId
  return entries.filter((entry) => entry.interactionId === id)
}

/** One sample: a fresh load, the tap, its INP; throws when the tap did not do what it should. */
const sample = async ({ page, network, load, devtools }, origin, interaction) => {
  await load(origin + interaction.path)
  const target = interaction.target(page)
  await target.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS })
  // Enabled (a control that works with JavaScript only is disabled until hydrated) and still:
  // what a tap waits for. Not by a trial tap, which sends the page touch events of its own.
  const element = await target.elementHandle({ timeout: STEP_TIMEOUT_MS })
  await element.waitForElementState('enabled', { timeout: STEP_TIMEOUT_MS })
  await element.waitForElementState('stable', { timeout: STEP_TIMEOUT_MS })
  await networkQuiet(network, { timeoutMs: STEP_TIMEOUT_MS })
  // The middle of the target, which must be what a finger there touches.
  const { x, y } = await element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    const point = { x: box.left + box.width / 2, y: box.top + box.height / 2 }
    const hit = document.elementFromPoint(point.x, point.y)
    if (!hit || !(node === hit || node.contains(hit) || hit.contains(node)))
      throw new Error(`a tap at its middle lands on <${hit?.tagName.toLowerCase()}>`)
    return point
  })
  await element.dispose()
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING })
  let result
  try {
    const mark = await page.evaluate(() => performance.now())
    // The touchscreen's tap (touchStart and touchEnd, as a finger sends them), not the
    // locator's: that one checks in the page, in each of the tap's events, that they reach the
    // target (elementsFromPoint), work the page's own handlers then share the clock with.
    await page.touchscreen.tap(x, y)
    result = await collectEntries(page, mark)
  } finally {
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
  if (!result.clicked) throw new Error(`${interaction.id}: the tap sent no click`)
  await interaction.check(page)
  const entries = interactionOf(result.entries)
  const longest = entries.reduce((max, entry) => (entry.duration > max.duration ? entry : max), {
    duration: 0,
  })
  return {
    ms: entries.length === 0 ? THRESHOLD_MS : longest.duration,
    underThreshold: entries.length === 0,
    // Where the longest entry's time went: waiting to run, the handlers, rendering and paint.
    inputDelayMs: entries.length === 0 ? null : longest.processingStart - longest.startTime,
    processingMs: entries.length === 0 ? null : longest.processingEnd - longest.processingStart,
    presentationMs:
      entries.length === 0 ? null : longest.startTime + longest.duration - longest.processingEnd,
    events: entries.map((entry) => `${entry.name} ${entry.duration}`).join(', '),
  }
}

const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10)

const rowOf = (interaction, samples) => {
  const values = samples.map((each) => each.ms)
  const median = percentile(values, 50)
  const under = samples.filter((each) => each.underThreshold).length
  const part = (key) => {
    const known = samples.map((each) => each[key]).filter((value) => value !== null)
    return known.length === 0 ? '—' : `${percentile(known, 50).toFixed(0)} ms`
  }
  return {
    ...budgeted({
      id: `responsiveness.${interaction.id}`,
      figure: `${interaction.figure}: median of ${samples.length}`,
      value: median,
      unit: 'ms',
      display: `${median.toFixed(0)} ms`,
      op: '<=',
      limit: BUDGET_MS,
      budgetText: `median ≤ ${BUDGET_MS} ms`,
    }),
    samplesMs: values,
    samples: samples.map((each) => ({
      ...each,
      inputDelayMs: round1(each.inputDelayMs),
      processingMs: round1(each.processingMs),
      presentationMs: round1(each.presentationMs),
    })),
    note:
      `Samples (ms): ${values.map((value) => value.toFixed(0)).join(', ')}` +
      (under > 0
        ? ` (${under} with no Event Timing entry over ${THRESHOLD_MS} ms, counted as ${THRESHOLD_MS})`
        : '') +
      `. Median input delay ${part('inputDelayMs')}, handlers ${part('processingMs')}, ` +
      `to the paint ${part('presentationMs')}. Event Timing (longest entry of the tap's ` +
      `interaction), Chromium at 390 px with touch, ${CPU_THROTTLING}× CPU throttling for the ` +
      'tap; each sample a fresh first visit, tapped once hydrated and the network quiet.',
  }
}

export const measureResponsiveness = async ({ origin }) => {
  const stopAt = performance.now() + SECTION_MS
  const browser = await chromium.launch(chromiumLaunchOptions())
  const samples = new Map(INTERACTIONS.map(({ id }) => [id, []]))
  let error = null
  let visitor = null
  try {
    visitor = await firstVisitPage(
      browser,
      { effectiveType: '4g', saveData: true },
      { timeoutMs: STEP_TIMEOUT_MS, contextOptions: PHONE },
    )
    await visitor.context.addInitScript(EVENT_TIMING_SCRIPT, THRESHOLD_MS)
    visitor.devtools = await visitor.context.newCDPSession(visitor.page)
    // One round not counted: the pages in the KV cache, the shop's first answers, the code
    // compiled once.
    for (const interaction of INTERACTIONS) await sample(visitor, origin, interaction)
    let roundMs = 0
    for (let run = 0; run < RUNS && performance.now() + roundMs < stopAt; run += 1) {
      const roundStarted = performance.now()
      for (const interaction of INTERACTIONS) {
        // One retry: a sample's page load can stall on a picture that never answers (seen once
        // in a whole run), which says nothing of the tap; a second failure is the figure's.
        const taken = await sample(visitor, origin, interaction)
          .catch(() => sample(visitor, origin, interaction))
          .catch((caught) => {
            throw new Error(`${interaction.id}, sample ${run + 1}, twice: ${caught.message}`, {
              cause: caught,
            })
          })
        samples.get(interaction.id).push(taken)
      }
      roundMs = performance.now() - roundStarted
    }
  } catch (caught) {
    error = caught
  } finally {
    await visitor?.context.close()
    await browser.close()
  }
  return INTERACTIONS.map((interaction) => {
    const taken = samples.get(interaction.id)
    const figure = `${interaction.figure}: median of ${RUNS}`
    if (error !== null || taken.length === 0)
      return failed({
        id: `responsiveness.${interaction.id}`,
        figure,
        error: error ?? 'no sample',
        budgetText: `median ≤ ${BUDGET_MS} ms`,
      })
    return rowOf(interaction, taken)
  })
}
