// Scale: what a page costs as the shop grows. The same pages on two temporary local
// states, the demo catalogue as written (42 products for the house brand, vitalis) and grown to
// 2,000 vitalis products by the demo catalogue generator (demo/scripts/catalogue.mjs,
// `--products 2000`, seeded by bench/lib/local-state.mjs), each measured with its own pair of
// wrangler dev servers on its own --persist-to folder (the developer's .wrangler/state and the
// committed demo data are untouched). Per page and size:
// - HTML bytes, raw and gzip (the document as the storefront sends it, from the KV upstream cache);
// - payload bytes, raw and gzip: `<path>/_payload.json?v=<build id>`, what a client navigation
//   fetches (src/app/router/route-state.ts);
// - SSR time in workerd: the page's bootstrap snapshot rendered by the worker's renderDocument
//   in Miniflare (bench/ssr/measure-workerd.mjs, as the ssr section), after the servers stop;
// - main-thread total blocking time in Chromium with 4× CPU throttling (DevTools'
//   Emulation.setCPUThrottlingRate): the sum over long tasks (PerformanceObserver 'longtask',
//   registered before any page script) of their time over 50 ms, from navigation to hydration
//   and a quiet network plus half a second; a first visit each, Save-Data on (the link
//   prefetcher fetches nothing ahead). Each state's visits are recorded as a HAR while its
//   servers run and replayed once both are stopped, the two sizes in turn, round after round:
//   on a shared 2-core machine, two states measured one after the other differ by whatever
//   else ran meanwhile. The median of up to LOADS loads.
// Budget: each figure at 2,000 products within 1.15× of the same figure at 42 (DESIGN.md: a
// page carries what it shows, and its cost stays flat as the shop grows).
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { firstVisitPage } from '../lib/browser.mjs'
import { bootstrapOf, get, sizes } from '../../scripts/lib/http.mjs'
import { prepareState } from '../lib/local-state.mjs'
import { STOREFRONT, startServers } from '../../scripts/lib/servers.mjs'
import { chanceOfGreater, percentile } from '../../scripts/lib/stats.mjs'
import { budgeted, failed, info } from '../lib/table.mjs'
import { bundleHarness, compatibilityDate, runMeasure, settle } from './ssr-render.mjs'

export const SCALE_STORE = 'vitalis'
/** 42: the demo catalogue as written (8 seeded and 34 generated products of vitalis). */
export const SCALE_SIZES = [42, 2000]
/**
 * Pages that exist at both sizes: the products are written ones, one sold in one size and one
 * family of pack sizes (the grown catalogue makes families too, demo/scripts/pack-sizes.mjs).
 */
export const SCALE_PAGES = [
  '/',
  '/produkte',
  '/produkte?stock=1&sort=price',
  '/produkte/magnesium-400',
  '/produkte/vitamin-d3-k2-tropfen',
]
export const RATIO_BUDGET = 1.15
const LOADS = 8
const CPU_THROTTLING = 4
const LOAD_TIMEOUT_MS = 30_000
/** After hydration and a quiet network: long tasks that follow (effects, idle work) count too. */
const AFTER_QUIET_MS = 500
/** The throttled loads start no round past this (8 rounds of about 24 s here; the section ~5 minutes). */
const BLOCKING_LIMIT_MS = 200_000
const SSR_WARMUP = 5
/**
 * Renders per page and size: 4 rounds of 5 runs of 10 (measure-workerd.mjs), the median of 20
 * run means. With 40 (one run per round), two reads of one 5 ms page differed by up to 1.5× on
 * this machine; 200 renders of the 8 snapshots take about 10 s.
 */
const SSR_ITERATIONS = 200
/** The SSR renders start only with this much time left before the deadline. */
const SSR_RESERVE_MS = 30_000

/** As the router asks it (src/app/router/route-state.ts payloadUrl), without initial data. */
const payloadPath = (path, buildId) => {
  const [pathname, search = ''] = path.split('?')
  const base = pathname === '/' ? '' : pathname.replace(/\/+$/, '')
  const query = new URLSearchParams(search)
  query.set('v', buildId)
  return `${base}/_payload.json?${query.toString()}`
}

/** Registered before any script of every document: collects long tasks as they end. */
const LONG_TASKS_SCRIPT = () => {
  window.__benchLongTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

const blockingTime = (tasks) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)

/** Sizes and the bootstrap of each page, from the running storefront of one state. */
const measureDocuments = async () => {
  const pages = {}
  for (const path of SCALE_PAGES) {
    // The first request fills the KV upstream cache (and the catalogue's); measure the cached page.
    const first = await get(STOREFRONT + path)
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`)
    const html = await get(STOREFRONT + path)
    const bootstrap = bootstrapOf(html.body.toString('utf8'))
    const payload = await get(STOREFRONT + payloadPath(path, bootstrap.buildId))
    if (payload.status !== 200) throw new Error(`${path}'s payload answered ${payload.status}`)
    pages[path] = {
      html: sizes(html.body),
      payload: sizes(payload.body),
      catalogueProducts: Object.keys(bootstrap.catalogue?.products ?? {}).length,
      // The servers run with ENVIRONMENT=development; production renders with dev off.
      snapshot: { ...bootstrap, dev: false },
    }
  }
  return pages
}

const CONNECTION = { effectiveType: '4g', saveData: true }

/**
 * While a state's servers run: one first visit of each page in a context that records every
 * request and answer as a HAR file (documents, payloads, chunks, the shop's answers and
 * pictures), for measureBlocking to replay after the servers stop.
 */
const recordVisits = async (browser, harFile) => {
  const visitor = await firstVisitPage(browser, CONNECTION, {
    timeoutMs: LOAD_TIMEOUT_MS,
    contextOptions: { recordHar: { path: harFile, content: 'embed' } },
  })
  try {
    for (const path of SCALE_PAGES) {
      await visitor.load(STOREFRONT + path)
      // What the page asks after it is quiet (idle work) is recorded too.
      await visitor.page.waitForTimeout(AFTER_QUIET_MS)
    }
  } finally {
    // Writes the HAR.
    await visitor.context.close()
  }
}

/**
 * Total blocking time of each page at each size, replayed from the recorded HAR files with the
 * servers stopped (a request the recording does not hold is aborted): the sizes and pages taken
 * in turn, round after round, so this machine's drift and other people's work on it hit both
 * sizes alike, which two states measured one after the other could not give. Up to LOADS rounds,
 * none started that would end past BLOCKING_LIMIT_MS.
 */
const measureBlocking = async (browser, harFiles) => {
  const visitors = {}
  try {
    for (const [size, harFile] of Object.entries(harFiles)) {
      const visitor = await firstVisitPage(browser, CONNECTION, { timeoutMs: LOAD_TIMEOUT_MS })
      await visitor.context.routeFromHAR(harFile, { notFound: 'abort' })
      await visitor.context.addInitScript(LONG_TASKS_SCRIPT)
      visitor.devtools = await visitor.context.newCDPSession(visitor.page)
      // One unthrottled load of every page first: the browser's process and V8's compile cache
      // are warm for every page's scripts, so no sample pays a first compile that the other
      // size's sample of the same page, taken warm, did not (the first round read 1.5-3x the
      // rest without it).
      for (const path of SCALE_PAGES) await visitor.load(STOREFRONT + path)
      visitors[size] = visitor
    }
    const samples = Object.fromEntries(
      Object.keys(harFiles).map((size) => [
        size,
        Object.fromEntries(SCALE_PAGES.map((path) => [path, []])),
      ]),
    )
    const started = performance.now()
    let rounds = 0
    for (let round = 0; round < LOADS; round += 1) {
      // A busy machine loads a throttled page slowly: no round that would end past the limit.
      const perRound = (performance.now() - started) / Math.max(1, round)
      if (round > 0 && performance.now() - started + perRound > BLOCKING_LIMIT_MS) break
      for (const [index, path] of SCALE_PAGES.entries()) {
        // Which size goes first alternates by page and round: no size always follows the other.
        const order = Object.entries(visitors)
        if ((index + round) % 2 === 1) order.reverse()
        for (const [size, visitor] of order) {
          await visitor.devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING })
          await visitor.load(STOREFRONT + path)
          await visitor.page.waitForTimeout(AFTER_QUIET_MS)
          const tasks = await visitor.page.evaluate(() => window.__benchLongTasks ?? [])
          await visitor.devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 })
          samples[size][path].push({ tbt: blockingTime(tasks), longTasks: tasks.length })
        }
      }
      rounds += 1
    }
    return { samples, rounds, ms: performance.now() - started }
  } finally {
    for (const visitor of Object.values(visitors)) await visitor.context.close()
  }
}

/** Renders every captured snapshot in workerd (bench/ssr/measure-workerd.mjs). */
const measureSsr = async ({ root, resultsDir }, snapshots) => {
  const dir = join(resultsDir, 'ssr')
  await mkdir(dir, { recursive: true })
  const file = join(dir, 'scale-snapshots.json')
  await writeFile(file, JSON.stringify(snapshots))
  const harness = await bundleHarness(
    root,
    'bench/ssr/workerd-entry.ts',
    join(dir, 'workerd-entry.mjs'),
  )
  // Unlike the ssr section, wait for quiet cores a few seconds at most: this section's time is short.
  const quiet = await settle(5000)
  const result = await runMeasure(root, 'bench/ssr/measure-workerd.mjs', [
    harness,
    file,
    await compatibilityDate(root),
    SSR_WARMUP,
    SSR_ITERATIONS,
  ])
  return { ...result, quiet }
}

const key = (size, path) => `${size} ${path}`
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`

/** Below this chance, timings at 2,000 that read higher than at 42 are higher beyond the noise. */
const SIGNIFICANCE = 0.05

/**
 * One budgeted row: the figure at both sizes and their ratio. With `samples` (a timing's
 * readings at each size), a ratio over budget fails only when the samples at 2,000 also rank
 * above those at 42 beyond chance (chanceOfGreater < SIGNIFICANCE): on this 2-core machine one
 * page's TBT readings spread from 0 to 350 ms and its SSR medians by ±30 % between runs, so in
 * six runs of unchanged pages a ratio of medians alone failed a different page each time.
 */
const ratioRow = ({ id, figure, small, big, show, note, samples = null }) => {
  const ratio = small > 0 ? big / small : big === 0 ? 1 : null
  const chance = samples === null ? null : chanceOfGreater(samples.small, samples.big)
  const row = budgeted({
    id,
    figure,
    value: ratio,
    unit: '×',
    display:
      `${show(small)} → ${show(big)} (${ratio === null ? '∞' : ratio.toFixed(2)}×` +
      (chance === null ? ')' : `, p ${chance.toFixed(2)})`),
    op: '<=',
    limit: RATIO_BUDGET,
    budgetText:
      samples === null ? `≤ ${RATIO_BUDGET}×` : `≤ ${RATIO_BUDGET}× or p ≥ ${SIGNIFICANCE}`,
    note,
  })
  return {
    ...row,
    holds: row.holds || (chance !== null && chance >= SIGNIFICANCE),
    at: { [SCALE_SIZES[0]]: small, [SCALE_SIZES[1]]: big },
  }
}

/**
 * Measures the scale section with servers of its own (none of the bench's may be running: same
 * ports); an aborted bench stops them with every other child (scripts/lib/proc.mjs stopAll).
 * Resolves with table rows.
 */
export const measureScale = async ({ root, tmp, resultsDir, nodeEnv, log, deadline }) => {
  const figure = (path, what) => `scale ${path}: ${what}, ${SCALE_SIZES.join(' → ')} products`
  const documents = {}
  let blocking = null
  const harFiles = Object.fromEntries(
    SCALE_SIZES.map((size) => [size, join(tmp, `scale-${size}.har`)]),
  )
  const states = {}
  try {
    const browser = await chromium.launch(chromiumLaunchOptions())
    try {
      const persistDir = (size) => join(tmp, `scale-${size}`)
      for (const size of SCALE_SIZES) states[size] = { size }
      for (const size of SCALE_SIZES) {
        const state = states[size]
        const stateStarted = performance.now()
        const grown = size !== SCALE_SIZES[0]
        // Migrated and grown in this process (bench/lib/local-state.mjs): wrangler's commands
        // take a minute and more for what takes seconds here.
        const servers = await startServers({
          root,
          persistDir: persistDir(size),
          nodeEnv,
          log,
          migrate: false,
          prepare: async (dir) => {
            log(`D1 migrations${grown ? `, then ${size} ${SCALE_STORE} products` : ''}`)
            state.prepared = await prepareState({
              root,
              persistDir: dir,
              grow: grown ? { store: SCALE_STORE, count: size } : null,
            })
            if (grown && state.prepared.products !== size)
              throw new Error(`seeded ${state.prepared.products} products, not ${size}`)
          },
        })
        state.readyMs = performance.now() - stateStarted
        try {
          log(`scale at ${size} products: HTML and payload sizes`)
          documents[size] = await measureDocuments()
          log(`scale at ${size} products: recording a visit of each page`)
          await recordVisits(browser, harFiles[size])
          const problems = servers.problems()
          if (problems.length > 0) throw new Error(problems.join('; '))
        } finally {
          const leftovers = await servers.stop()
          if (leftovers.length > 0) throw new Error(`servers did not stop: ${leftovers.join('; ')}`)
        }
        state.ms = performance.now() - stateStarted
      }
      log('scale: blocking time in Chromium, 4× CPU throttling, replayed, the sizes in turn')
      blocking = await measureBlocking(browser, harFiles)
    } finally {
      await browser.close()
    }
    const snapshots = {}
    for (const size of SCALE_SIZES)
      for (const path of SCALE_PAGES) snapshots[key(size, path)] = documents[size][path].snapshot
    let ssr = null
    let ssrError = null
    if (deadline - performance.now() < SSR_RESERVE_MS) {
      ssrError = new Error(
        'no time left for the SSR renders before the bench limit (a busy machine)',
      )
    } else {
      log('scale: SSR render time in workerd')
      ssr = await measureSsr({ root, resultsDir }, snapshots).catch((error) => {
        ssrError = error
        return null
      })
    }

    const [small, big] = SCALE_SIZES
    const secs = (ms) => `${(ms / 1000).toFixed(1)} s`
    const rows = [
      info({
        id: 'scale.states',
        figure: `scale: local states of ${small} and ${big} ${SCALE_STORE} products`,
        value: (states[small].ms + states[big].ms) / 1000,
        unit: 's',
        display: `${(states[small].ms / 1000).toFixed(0)} s + ${(states[big].ms / 1000).toFixed(0)} s`,
        note:
          `Each state: a temporary --persist-to folder, both workers' D1 migrations (in-process, ` +
          `as wrangler applies them: ${secs(states[small].prepared.migrateMs)} and ` +
          `${secs(states[big].prepared.migrateMs)}), wrangler dev of both workers (ready ` +
          `${secs(states[small].readyMs)} and ${secs(states[big].readyMs)} after the start), ` +
          `the sizes and a recorded visit of each page, stop. Seeding ${big} products ` +
          `(${states[big].prepared.statements} multi-row statements of the generator in one D1 ` +
          `batch): ${secs(states[big].prepared.seedMs)}.`,
      }),
    ]
    for (const path of SCALE_PAGES) {
      const at = (size) => documents[size][path]
      rows.push(
        info({
          id: `scale.${path}.catalogue`,
          figure: figure(path, 'products in the bootstrap catalogue'),
          display: `${at(small).catalogueProducts} → ${at(big).catalogueProducts}`,
        }),
      )
      for (const [part, label] of [
        ['html', 'HTML'],
        ['payload', 'payload'],
      ]) {
        for (const encoding of ['raw', 'gzip']) {
          rows.push(
            ratioRow({
              id: `scale.${path}.${part}.${encoding}`,
              figure: figure(path, `${label} bytes (${encoding})`),
              small: at(small)[part][encoding],
              big: at(big)[part][encoding],
              show: kb,
            }),
          )
        }
      }
      const timing = (size) => ssr.pages[key(size, path)]
      if (!ssr) {
        rows.push(
          failed({
            id: `scale.${path}.ssr`,
            figure: figure(path, 'SSR median in workerd'),
            error: ssrError,
            budgetText: `≤ ${RATIO_BUDGET}×`,
          }),
        )
      } else
        rows.push({
          ...ratioRow({
            id: `scale.${path}.ssr`,
            figure: figure(path, 'SSR median in workerd'),
            small: timing(small).median,
            big: timing(big).median,
            samples: { small: timing(small).runMeans, big: timing(big).runMeans },
            show: (ms) => `${ms.toFixed(1)} ms`,
            note:
              path === SCALE_PAGES[0]
                ? `SSR: ${timing(small).iterations} renders of each page's bootstrap snapshot per ` +
                  `size after ${SSR_WARMUP} warm-up, in ${ssr.rounds} rounds, in workerd (as the ssr ` +
                  `section; medians of means of ${ssr.run} renders, exact to ±${(1 / ssr.run).toFixed(1)} ms), ` +
                  `servers stopped, cores ${ssr.quiet.idle === null ? '?' : Math.round(ssr.quiet.idle * 100)}% idle at the start.`
                : null,
          }),
          ssr: { [small]: timing(small), [big]: timing(big) },
        })
      const tbt = (size) => blocking.samples[size][path]
      const median = (size) =>
        percentile(
          tbt(size).map((sample) => sample.tbt),
          50,
        )
      rows.push({
        ...ratioRow({
          id: `scale.${path}.tbt`,
          figure: figure(path, `total blocking time, Chromium ${CPU_THROTTLING}× CPU throttling`),
          small: median(small),
          big: median(big),
          show: (ms) => `${ms.toFixed(0)} ms`,
          samples: {
            small: tbt(small).map((sample) => sample.tbt),
            big: tbt(big).map((sample) => sample.tbt),
          },
          note:
            `TBT samples (ms) at ${small}: ${tbt(small)
              .map((s) => s.tbt.toFixed(0))
              .join(', ')}; ` +
            `at ${big}: ${tbt(big)
              .map((s) => s.tbt.toFixed(0))
              .join(', ')}` +
            (path === SCALE_PAGES[0]
              ? `. Per load: long tasks (PerformanceObserver) from navigation to hydration, a ` +
                `quiet network and ${AFTER_QUIET_MS} ms more, their time over 50 ms summed; ` +
                `replayed from a HAR recorded while each state's servers ran, the servers stopped, ` +
                `sizes and pages in turn (${blocking.rounds} rounds in ${(blocking.ms / 1000).toFixed(0)} s); ` +
                `first visits (HTTP cache off), Save-Data on, up to ${LOADS} rounds (none started ` +
                `that would end past ${BLOCKING_LIMIT_MS / 1000} s), the median. p: the chance that ` +
                `readings of one cost rank the 2,000 ones this far above (one-sided Mann-Whitney ` +
                `U, over the TBT samples and the SSR run means); a ratio over budget fails when ` +
                `p < ${SIGNIFICANCE}.`
              : ''),
        }),
        tbt: { [small]: tbt(small), [big]: tbt(big) },
      })
    }
    return rows
  } catch (error) {
    return [
      failed({
        id: 'scale',
        figure: `scale: pages at ${SCALE_SIZES.join(' and ')} products`,
        error,
        budgetText: `≤ ${RATIO_BUDGET}×`,
      }),
    ]
  }
}
