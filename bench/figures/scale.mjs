// Scale (issue 24): what a page costs as the shop grows. The same pages on two temporary local
// states, the demo catalogue as written (42 products for the house brand, vitalis) and grown to
// 2,000 vitalis products by the demo catalogue generator (demo/scripts/catalogue.mjs,
// `--products 2000`, seeded by bench/lib/seed-catalogue.mjs), each measured with its own pair of
// wrangler dev servers on its own --persist-to folder (the developer's .wrangler/state and the
// committed demo data are untouched). Per page and size:
// - HTML bytes, raw and gzip (the document as the storefront sends it, from the KV page cache);
// - payload bytes, raw and gzip: `<path>/_payload.json?v=<build id>`, what a client navigation
//   fetches (src/app/router/route-state.ts);
// - SSR time in workerd: the page's bootstrap snapshot rendered by the worker's renderDocument
//   in Miniflare (bench/ssr/measure-workerd.mjs, as the ssr section), after the servers stop;
// - main-thread total blocking time in Chromium with 4× CPU throttling (DevTools'
//   Emulation.setCPUThrottlingRate): the sum over long tasks (PerformanceObserver 'longtask',
//   registered before any page script) of their time over 50 ms, from navigation to hydration
//   and a quiet network plus half a second; a first visit each (HTTP cache off), Save-Data on (the
//   link prefetcher fetches nothing ahead), the median of LOADS loads taken in rounds.
// Budget: each figure at 2,000 products within 1.15× of the same figure at 42 (DESIGN.md: a
// page carries what it shows, and its cost stays flat as the shop grows).
import { cp, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { firstVisitPage } from '../lib/browser.mjs'
import { bootstrapOf, get, sizes } from '../lib/http.mjs'
import { seedCatalogue } from '../lib/seed-catalogue.mjs'
import { STOREFRONT, startServers } from '../lib/servers.mjs'
import { percentile } from '../lib/stats.mjs'
import { budgeted, failed, info } from '../lib/table.mjs'
import { bundleHarness, compatibilityDate, runMeasure, settle } from './ssr-render.mjs'

export const SCALE_STORE = 'vitalis'
/** 42: the demo catalogue as written (8 seeded and 34 generated products of vitalis). */
export const SCALE_SIZES = [42, 2000]
/** Pages that exist at both sizes: the product is one of the written ones. */
export const SCALE_PAGES = [
  '/',
  '/produkte',
  '/produkte?stock=1&sort=price',
  '/produkte/magnesium-400',
]
export const RATIO_BUDGET = 1.15
const LOADS = 3
const CPU_THROTTLING = 4
const LOAD_TIMEOUT_MS = 30_000
/** After hydration and a quiet network: long tasks that follow (effects, idle work) count too. */
const AFTER_QUIET_MS = 500
/** The throttled loads of one state start no round past this (the section's ~2 minutes). */
const BLOCKING_LIMIT_MS = 30_000
const SSR_WARMUP = 5
/** The least measure-workerd.mjs takes: 4 rounds of a run of 10 renders per page. */
const SSR_ITERATIONS = 40
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
    // The first request fills the KV page cache (and the catalogue's); measure the cached page.
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

/** Total blocking time of each page, LOADS first visits each, the pages in turn. */
const measureBlocking = async (browser) => {
  const visitor = await firstVisitPage(
    browser,
    { effectiveType: '4g', saveData: true },
    { timeoutMs: LOAD_TIMEOUT_MS },
  )
  try {
    await visitor.context.addInitScript(LONG_TASKS_SCRIPT)
    const devtools = await visitor.context.newCDPSession(visitor.page)
    const samples = Object.fromEntries(SCALE_PAGES.map((path) => [path, []]))
    // One unthrottled load first: workerd's isolate and the page's chunks are warm for all.
    await visitor.load(STOREFRONT + SCALE_PAGES[0])
    const started = performance.now()
    for (let round = 0; round < LOADS; round += 1) {
      // A busy machine loads a throttled page slowly: no round that would end past the limit.
      const perRound = (performance.now() - started) / Math.max(1, round)
      if (round > 0 && performance.now() - started + perRound > BLOCKING_LIMIT_MS) break
      for (const path of SCALE_PAGES) {
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING })
        await visitor.load(STOREFRONT + path)
        await visitor.page.waitForTimeout(AFTER_QUIET_MS)
        const tasks = await visitor.page.evaluate(() => window.__benchLongTasks ?? [])
        samples[path].push({ tbt: blockingTime(tasks), longTasks: tasks.length })
      }
    }
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return samples
  } finally {
    await visitor.context.close()
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

/** One budgeted row: the figure at both sizes and their ratio. */
const ratioRow = ({ id, figure, small, big, show, note }) => {
  const ratio = small > 0 ? big / small : big === 0 ? 1 : null
  return {
    ...budgeted({
      id,
      figure,
      value: ratio,
      unit: '×',
      display: `${show(small)} → ${show(big)} (${ratio === null ? '∞' : ratio.toFixed(2)}×)`,
      op: '<=',
      limit: RATIO_BUDGET,
      budgetText: `≤ ${RATIO_BUDGET}×`,
      note,
    }),
    at: { [SCALE_SIZES[0]]: small, [SCALE_SIZES[1]]: big },
  }
}

/**
 * Measures the scale section with servers of its own (none of the bench's may be running: same
 * ports); an aborted bench stops them with every other child (bench/lib/proc.mjs stopAll).
 * Resolves with table rows.
 */
export const measureScale = async ({ root, tmp, resultsDir, nodeEnv, log, deadline }) => {
  const figure = (path, what) => `scale ${path}: ${what}, ${SCALE_SIZES.join(' → ')} products`
  const documents = {}
  const blocking = {}
  const states = {}
  try {
    const browser = await chromium.launch(chromiumLaunchOptions())
    try {
      const persistDir = (size) => join(tmp, `scale-${size}`)
      for (const size of SCALE_SIZES) states[size] = { size }
      for (const size of SCALE_SIZES) {
        const state = states[size]
        const stateStarted = performance.now()
        const first = size === SCALE_SIZES[0]
        // The migrations run once (wrangler starts workerd for each, about 10 s apiece here): the
        // bigger states are copies of the first, made before any server wrote to it, then grown.
        const servers = await startServers({
          root,
          persistDir: persistDir(size),
          nodeEnv,
          log,
          migrate: first,
          prepare: !first
            ? null
            : async (migrated) => {
                for (const bigger of SCALE_SIZES.slice(1)) {
                  await cp(migrated, persistDir(bigger), { recursive: true })
                  log(`seeding ${bigger} ${SCALE_STORE} products`)
                  const seed = await seedCatalogue({
                    root,
                    persistDir: persistDir(bigger),
                    store: SCALE_STORE,
                    count: bigger,
                  })
                  if (seed.products !== bigger)
                    throw new Error(`seeded ${seed.products} products, not ${bigger}`)
                  states[bigger].seed = seed
                }
              },
        })
        state.readyMs = performance.now() - stateStarted
        try {
          log(`scale at ${size} products: HTML and payload sizes`)
          documents[size] = await measureDocuments()
          log(`scale at ${size} products: blocking time in Chromium, 4× CPU throttling`)
          blocking[size] = await measureBlocking(browser)
          const problems = servers.problems()
          if (problems.length > 0) throw new Error(problems.join('; '))
        } finally {
          const leftovers = await servers.stop()
          if (leftovers.length > 0) throw new Error(`servers did not stop: ${leftovers.join('; ')}`)
        }
        state.ms = performance.now() - stateStarted
      }
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
    const seed = states[big].seed
    const rows = [
      info({
        id: 'scale.states',
        figure: `scale: local states of ${small} and ${big} ${SCALE_STORE} products`,
        value: states[big].ms / 1000,
        unit: 's',
        display: `${(states[small].ms / 1000).toFixed(0)} s + ${(states[big].ms / 1000).toFixed(0)} s`,
        note:
          `Each state: a temporary --persist-to folder (D1 migrations applied once, the ` +
          `${big} state a copy grown before any server ran), wrangler dev of both workers, the ` +
          `figures, stop (ready to measure after ${(states[small].readyMs / 1000).toFixed(0)} ` +
          `and ${(states[big].readyMs / 1000).toFixed(0)} s). Seeding ${big} products ` +
          `(${seed.statements} multi-row statements of the generator, in one D1 batch through ` +
          `Miniflare): ${(seed.ms / 1000).toFixed(1)} s.`,
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
      const tbt = (size) => blocking[size][path]
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
                `first visits (HTTP cache off), Save-Data on, up to ${LOADS} loads per page in rounds ` +
                `(none started that would end past ${BLOCKING_LIMIT_MS / 1000} s per size), the median.`
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
