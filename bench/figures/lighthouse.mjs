// Lighthouse mobile (its default: Moto G Power emulation, simulated slow 4G) on each brand's home
// page and on the house brand's product detail page and a filtered listing, with
// Debian's Chromium. Lighthouse 12.8 is the last line that runs on Node 20
// (../shared/TOOLING.md). It is optional here: without it the figures read 'not measured'.
import { existsSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'
import { hostRequest } from '../../scripts/lib/load.mjs'
import { run } from '../../scripts/lib/proc.mjs'
import { failed, info } from '../lib/table.mjs'

/**
 * The Lighthouse budgets: performance >= 98 on the pages that read (the four home pages, a guide
 * article) and on the cart, >= 97 on the pages that sell with the most to hydrate (the product
 * page, the filtered listing), which get 5 runs each (the others 3); total blocking time <= 150 ms
 * on each, and on the product page a median <= 100 ms with no run over 300 ms and an LCP of at most
 * 1.8 s (Lighthouse's simulation).
 */
const READING = 98
const SELLING = 97
/** Runs of a page that reads, and of one that sells (whose spread was widest). */
const RUNS = 3
const SELLING_RUNS = 5
const PAGES = [
  { name: 'vitalis', host: 'localhost', path: '/', performance: READING },
  { name: 'litozin', host: 'litozin.localhost', path: '/', performance: READING },
  { name: 'queisser', host: 'queisser.localhost', path: '/', performance: READING },
  { name: 'stozzon', host: 'stozzon.localhost', path: '/', performance: READING },
  {
    name: 'vitalis guide article',
    host: 'localhost',
    path: '/ratgeber/immunsystem',
    performance: READING,
  },
  {
    name: 'vitalis cart',
    host: 'localhost',
    path: '/warenkorb',
    performance: READING,
    // The cart says `noindex` (the CMS's no_index): a shopper's cart is nothing to find in a
    // search engine, and Lighthouse's SEO score counts that against it (is-crawlable, 66).
    noindex: true,
  },
  {
    name: 'vitalis product page',
    host: 'localhost',
    path: '/produkte/magnesium-400',
    performance: SELLING,
    runs: SELLING_RUNS,
    tbt: { medianMs: 100, maxMs: 300 },
    lcpMs: 1800,
  },
  {
    name: 'vitalis filtered listing',
    host: 'localhost',
    path: '/produkte?stock=1&sort=price',
    performance: SELLING,
    runs: SELLING_RUNS,
  },
]
const TBT_BUDGET_MS = 150
/** 'vitalis product page' → 'vitalis-product-page': row ids and report file names. */
const idOf = (name) => name.replaceAll(' ', '-')
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const budgetOf = (page) => ({
  performance: page.performance,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
})
const budgetText = (page) => `≥ ${page.performance} / 100 / 100 / 100`
// --hide-scrollbars: Lighthouse navigates its about:blank tab to the page in the same renderer
// widget (chrome-launcher disables RenderDocument). With mobile emulation the held about:blank
// frame runs an overlay-scrollbar fade animation and keeps submitting frames on the pre-navigation
// surface id, which the browser no longer shows; after three undrawn frames viz throttles the
// renderer to one BeginFrame per second (ThrottleUndrawnFrames), so whenever the page's first frame
// is not ready within ~130 ms of the navigation commit its observed first paint lands 1 or 2 s late,
// and Lantern then counts every module script in FCP. Without scrollbar layers nothing is redrawn.
// Mobile overlay scrollbars take no layout space, so the page and its metrics are otherwise the same.
const CHROME_FLAGS = [...CHROMIUM_FLAGS, '--hide-scrollbars'].join(' ')

/** The lighthouse CLI of the installed package, or null when the package is not installed. */
export const findLighthouseCli = async () => {
  try {
    await import('lighthouse')
  } catch {
    return null
  }
  // The package's main module is core/index.js; its bin is cli/index.js in the same package.
  for (
    let dir = dirname(fileURLToPath(import.meta.resolve('lighthouse')));
    dirname(dir) !== dir;
    dir = dirname(dir)
  ) {
    const file = join(dir, 'package.json')
    if (!existsSync(file)) continue
    const pkg = JSON.parse(await readFile(file, 'utf8'))
    if (pkg.name === 'lighthouse' && pkg.bin?.lighthouse) return join(dir, pkg.bin.lighthouse)
  }
  return null
}

const audit = (report, id) => report.audits[id]?.numericValue ?? null

/** The weighted audits of a category that did not pass: the reasons behind its score. */
const failingAudits = (report, category) =>
  (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((item) => item && item.score !== null && item.score < 0.9)
    .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`)

/** One Lighthouse run of `url`; its report (LHR) is written to `outputPath` and returned. */
const runOne = async ({ cli, url, outputPath }) => {
  const env = { ...process.env }
  if (CHROMIUM_PATH) env.CHROME_PATH = CHROMIUM_PATH
  const result = await run(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--max-wait-for-load=30000',
    ],
    { env, timeoutMs: 90_000 },
  )
  if (result.code !== 0 || !existsSync(outputPath)) {
    throw new Error(
      `lighthouse failed (exit ${result.code}${result.timedOut ? ', timed out' : ''}): ${result.stderr.slice(-600)}`,
    )
  }
  const report = JSON.parse(await readFile(outputPath, 'utf8'))
  if (report.runtimeError)
    throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`)
  return report
}

/**
 * A category's score without some audits: Lighthouse's own weighted mean of its audits' scores
 * (audits without a score, 'not applicable', do not count), for a page that is meant to fail them.
 */
const scoreWithout = (report, category, excluded) => {
  let weighted = 0
  let weights = 0
  for (const ref of report.categories[category]?.auditRefs ?? []) {
    const score = report.audits[ref.id]?.score
    if (excluded.includes(ref.id) || ref.weight === 0 || score == null) continue
    weighted += ref.weight * score
    weights += ref.weight
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 100)
}

/** The four scores; SEO without is-crawlable for a page that is `noindex` on purpose. */
const scoresOf = (report, page = {}) =>
  Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      id === 'seo' && page.noindex
        ? scoreWithout(report, 'seo', ['is-crawlable'])
        : report.categories[id]?.score == null
          ? null
          : Math.round(report.categories[id].score * 100),
    ]),
  )

/** Scores, budgets and metrics of one report. */
const summarise = (report, page) => {
  const budget = budgetOf(page)
  const scores = scoresOf(report, page)
  const failing = CATEGORIES.filter((id) => scores[id] === null || scores[id] < budget[id])
  return {
    scores,
    failing,
    reasons: failing.map(
      (id) =>
        `${id} ${scores[id]}: ${failingAudits(report, id).join(', ') || 'no failing weighted audit'}`,
    ),
    lcpMs: audit(report, 'largest-contentful-paint'),
    tbtMs: audit(report, 'total-blocking-time'),
    cls: audit(report, 'cumulative-layout-shift'),
    version: report.lighthouseVersion,
    warnings: report.runWarnings ?? [],
  }
}

/*
 * Runs per page (RUNS, SELLING_RUNS above). One run is not a figure on a shared 2-core machine:
 * the same page's TBT ranged from 29 ms to 2 s between runs. Lighthouse's guidance on variability
 * is to run several times and report the median run, as its own computeMedianRun picks it
 * (closest to the median FCP and TTI, not the median score, whose extremes are outliers of their
 * own).
 */
const runsOf = (page) => page.runs ?? RUNS

/**
 * One request for the page, so Lighthouse measures it as shoppers mostly meet it: from the KV
 * cache (an earlier figure may have purged it). Failures are Lighthouse's to report.
 */
const warm = ({ host, path }, port) =>
  hostRequest(`http://127.0.0.1:${port}`, { host, path }).catch(() => undefined)

/**
 * The pages in turn, round after round, so that the machine's drift reaches each alike. A
 * round after the first starts only when one more round (as long as the last) ends before
 * `deadline` (performance.now() time): the bench's time limit must leave the figures after
 * Lighthouse their time; a busy machine then gets the median of fewer runs, which the row says.
 */
const runAll = async ({ cli, port, resultsDir, deadline = Infinity }) => {
  for (const page of PAGES) await warm(page, port)
  const reports = new Map(PAGES.map(({ name }) => [name, []]))
  const errors = new Map()
  let lastRoundMs = 0
  const rounds = Math.max(...PAGES.map(runsOf))
  for (let round = 1; round <= rounds; round++) {
    if (round > 1 && performance.now() + lastRoundMs > deadline) break
    const roundStarted = performance.now()
    for (const page of PAGES) {
      const { name, host, path } = page
      if (errors.has(name) || round > runsOf(page)) continue
      const outputPath = join(resultsDir, `lighthouse-${idOf(name)}-${round}.json`)
      try {
        const report = await runOne({ cli, url: `http://${host}:${port}${path}`, outputPath })
        reports.get(name).push({ report, outputPath })
      } catch (error) {
        errors.set(name, error)
      }
    }
    lastRoundMs = performance.now() - roundStarted
  }
  return { reports, errors }
}

/** Reports are kept (bench/results is git-ignored) so a failing score can be looked into. */
export const measureLighthouse = async ({ resultsDir, port, cli, deadline }) => {
  if (!cli) {
    return [
      info({
        id: 'lighthouse',
        figure:
          'Lighthouse mobile, 4 brand home pages, a guide article, the cart, a product page, a filtered listing',
        display: 'not measured (lighthouse not installed)',
        note: 'Add the dev dependency lighthouse@12.8.2 (npm install -D -E lighthouse@12.8.2) to measure.',
      }),
    ]
  }
  // Lighthouse is optional (above): loaded only once it is known to be installed.
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js')
  // A fresh clone has no bench/results yet, and Lighthouse writes its reports there first.
  await mkdir(resultsDir, { recursive: true })
  const { reports, errors } = await runAll({ cli, port, resultsDir, deadline })
  const rows = []
  for (const page of PAGES) {
    const { name } = page
    const id = idOf(name)
    const runCount = reports.get(name).length
    const figure = `Lighthouse ${name}: perf / a11y / BP / SEO (median of ${runCount || runsOf(page)})`
    if (errors.has(name)) {
      rows.push(
        failed({
          id: `lighthouse.${id}`,
          figure,
          error: errors.get(name),
          budgetText: budgetText(page),
        }),
      )
      continue
    }
    const runs = reports.get(name)
    const median = computeMedianRun(runs.map(({ report }) => report))
    const { outputPath } = runs.find(({ report }) => report === median)
    const r = summarise(median, page)
    // Every run's score and blocking time, so a median is read with its spread.
    const performances = runs
      .map(({ report }) => {
        const tbt = audit(report, 'total-blocking-time')
        return `${scoresOf(report, page).performance} (TBT ${tbt === null ? '—' : Math.round(tbt)} ms)`
      })
      .join(', ')
    // Four scores against four budgets in one row: it holds when all of them do.
    rows.push({
      ...info({
        id: `lighthouse.${id}`,
        figure,
        value: r.scores.performance,
        display: CATEGORIES.map((id) => r.scores[id] ?? '—').join(' / '),
      }),
      budget: budgetText(page),
      holds: r.failing.length === 0,
      scores: r.scores,
      lighthouseVersion: r.version,
      note: [
        `performance of the ${runs.length} runs: ${performances}; the median run: ${outputPath}`,
        page.noindex ? 'SEO without is-crawlable: the page is noindex on purpose' : null,
        r.failing.length > 0 ? r.reasons.join('; ') : null,
        r.warnings.length > 0 ? `Lighthouse warnings: ${r.warnings.join(' ')}` : null,
      ]
        .filter(Boolean)
        .join('. '),
    })
    // TBT: the median run's, and where the page has a stricter rule the median of every run's
    // and the worst run's too (one run far over it is a shopper's slow phone, not noise).
    const tbts = runs.map(({ report }) => audit(report, 'total-blocking-time') ?? Infinity)
    const tbtMedian = [...tbts].sort((a, b) => a - b)[Math.floor(tbts.length / 2)]
    const tbtMax = Math.max(...tbts)
    const tbtHolds = page.tbt
      ? tbtMedian <= page.tbt.medianMs && tbtMax <= page.tbt.maxMs
      : r.tbtMs !== null && r.tbtMs <= TBT_BUDGET_MS
    const lcpHolds = page.lcpMs === undefined || (r.lcpMs !== null && r.lcpMs <= page.lcpMs)
    rows.push({
      ...info({
        id: `lighthouse.${id}.metrics`,
        figure: `Lighthouse ${name}: LCP / TBT / CLS (median run)`,
        value: r.lcpMs,
        display:
          `${(r.lcpMs / 1000).toFixed(2)} s / ${Math.round(r.tbtMs)} ms / ${r.cls.toFixed(3)}` +
          (page.tbt ? ` (TBT median ${Math.round(tbtMedian)}, max ${Math.round(tbtMax)} ms)` : ''),
      }),
      budget: [
        page.tbt
          ? `TBT median ≤ ${page.tbt.medianMs} ms, each run ≤ ${page.tbt.maxMs} ms`
          : `TBT ≤ ${TBT_BUDGET_MS} ms`,
        page.lcpMs === undefined ? null : `LCP ≤ ${(page.lcpMs / 1000).toFixed(1)} s`,
      ]
        .filter(Boolean)
        .join(', '),
      holds: tbtHolds && lcpHolds,
    })
  }
  return rows
}
