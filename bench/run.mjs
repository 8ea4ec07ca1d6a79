// `npm run bench`: builds, starts the storefront and the demo CMS in wrangler dev, measures the
// figures of bench/figures/, stops the servers, prints one table (figure | value | budget |
// holds?) and writes it as JSON to bench/results/. Exits 1 when a budget fails or a figure could
// not be measured, so a regression cannot pass unnoticed. Not part of `npm test`: timings on a
// shared 2-core machine are too noisy to gate a test run (DESIGN.md section 7).
//
//   node bench/run.mjs [--node-env=development] [--only=<section>[,<section>…]]
//   node bench/run.mjs --only=scale
//
// --node-env=development runs wrangler dev as `npm start` does, with React's development build;
// by default the servers run the production build, the code that ships.
// --only measures the figures of the named sections only (SECTIONS below, e.g. --only=navigation),
// for working on one figure: the build always runs, the servers only when a named figure needs
// them. Its results go to bench/results/<time>-only-<sections>.json, never to latest.json, which
// stays the last whole run. The scale section (bench/figures/scale.mjs: pages at 42 and at 2,000
// products, on states of its own) runs only when named: it takes about 5 minutes, which the whole
// run's 12 minutes have no room for.
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { measureClientBundle } from './figures/client-bundle.mjs'
import { measureCmsRequests } from './figures/cms-requests.mjs'
import { measureCss } from './figures/css.mjs'
import { findLighthouseCli, measureLighthouse } from './figures/lighthouse.mjs'
import { captureSnapshots, measureSsrRender } from './figures/ssr-render.mjs'
import { measureThroughput } from './figures/throughput.mjs'
import { loadReserveSeconds, measureLoad, ssrReserveSeconds } from './figures/load.mjs'
import { measureImageBytes } from './figures/image-bytes.mjs'
import { measureNavigation } from './figures/navigation.mjs'
import { measurePurgeScale } from './figures/purge-scale.mjs'
import { measureResponsiveness } from './figures/responsiveness.mjs'
import { measureScale } from './figures/scale.mjs'
import { measureTtfb } from './figures/ttfb.mjs'
import { measureWorkerUpload } from './figures/worker-upload.mjs'
import { LOAD_PATHS } from '../scripts/lib/load.mjs'
import { run, stopAll } from '../scripts/lib/proc.mjs'
import { STOREFRONT, STOREFRONT_PORT, startServers } from '../scripts/lib/servers.mjs'
import { failed, info, renderTable, writeResults } from './lib/table.mjs'

const root = new URL('..', import.meta.url).pathname
const resultsDir = join(root, 'bench/results')
/**
 * The bench must finish in 12 minutes; past this, it stops everything and reports what it has.
 * Lighthouse takes most of it: 8 pages, 3 runs each and 5 for the product page and the filtered
 * listing, about 15 s a run on this 2-core machine; the other figures need about 4
 * minutes (responsiveness about 1 of them).
 */
const HARD_LIMIT_MS = 720_000

const nodeEnv =
  process.argv.find((arg) => arg.startsWith('--node-env='))?.split('=')[1] ?? 'production'
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1]
const startedAt = new Date()
const [loadAtStart] = loadavg()
const started = performance.now()
const elapsed = () => ((performance.now() - started) / 1000).toFixed(0).padStart(3)
const log = (message) => process.stderr.write(`[bench ${elapsed()} s] ${message}\n`)

const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: 'true',
  NO_COLOR: '1',
}

// Rows by section, printed in this order whatever order they were measured in.
const SECTIONS = [
  'client',
  'navigation',
  'responsiveness',
  'images',
  'css',
  'worker',
  'ssr',
  'ttfb',
  'throughput',
  'load',
  'cms',
  'purge',
  'lighthouse',
  'scale',
  'bench',
]
/** Sections that run only when --only names them. */
const OPT_IN = new Set(['purge', 'scale'])
const sections = new Map(SECTIONS.map((name) => [name, []]))
const add = (section, rows) => sections.get(section).push(...rows)

/** The sections --only names, or null for all of them. */
const only = onlyArg === undefined ? null : new Set(onlyArg.split(',').filter(Boolean))
const unknown = [...(only ?? [])].filter((name) => name === 'bench' || !sections.has(name))
if (only !== null && (only.size === 0 || unknown.length > 0)) {
  process.stderr.write(
    `--only takes sections of ${SECTIONS.filter((name) => name !== 'bench').join(', ')}` +
      (unknown.length > 0 ? `; unknown: ${unknown.join(', ')}` : '') +
      '\n',
  )
  process.exit(2)
}
const wanted = (section) => (only === null ? !OPT_IN.has(section) : only.has(section))
/** Sections whose figures need the servers running (ssr: its snapshots come from them). */
const SERVER_SECTIONS = [
  'client',
  'navigation',
  'responsiveness',
  'images',
  'ttfb',
  'cms',
  'throughput',
  'lighthouse',
  'load',
  'ssr',
]

/** Every storefront path the figures and Lighthouse's page loads request. */
const BENCH_PATHS = [
  /^\/$/,
  /^\/(ratgeber\/immunsystem|produkte|warenkorb|ueber-uns)$/,
  /^\/produkte\/magnesium-400$/,
  // The responsiveness figure's pages (a quick view's address has ?product=) and the texts file
  // a first interaction loads.
  /^\/produkte(\/vitamin-d3-k2-tropfen)?(\?|$)/,
  /^\/_texts\//,
  /^\/(robots\.txt|favicon\.svg|_health|check-version|_cache\/purge)$/,
  /^\/build\//,
  /_payload\.json/,
  ...LOAD_PATHS,
]

let tmp = null
let servers = null
let finished = false

/** Prints the table, writes the JSON and exits; runs once, also when the run is aborted. */
const finish = async (abortReason = null) => {
  if (finished) return
  finished = true
  if (abortReason)
    add('bench', [failed({ id: 'bench.aborted', figure: 'Bench aborted', error: abortReason })])
  // Stop whatever is still running: the servers by their PIDs, then any other child we started.
  if (servers) {
    const leftovers = await servers.stop()
    if (leftovers.length > 0)
      add('bench', [
        failed({ id: 'bench.servers', figure: 'Servers stopped', error: leftovers.join('; ') }),
      ])
  }
  await stopAll()
  if (tmp) await rm(tmp, { recursive: true, force: true })

  const seconds = (performance.now() - started) / 1000
  add('bench', [
    info({
      id: 'bench.runtime',
      figure: 'Bench run time',
      value: seconds,
      unit: 's',
      display: `${seconds.toFixed(0)} s`,
      note:
        `must stay under ${HARD_LIMIT_MS / 1000} s; servers ran NODE_ENV=${nodeEnv}; load average ` +
        `${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ` +
        `${cpus().length} cores (other work on the machine makes the timings noisy)`,
    }),
  ])
  const rows = SECTIONS.flatMap((name) => sections.get(name))
  const ok = rows.every((row) => row.holds !== false)
  const file = await writeResults(
    resultsDir,
    {
      startedAt: startedAt.toISOString(),
      seconds,
      ok,
      nodeEnv,
      node: process.version,
      ...(only ? { only: [...only] } : {}),
      rows,
    },
    only ? { suffix: `only-${[...only].join('-')}`, latest: false } : {},
  )
  process.stdout.write(`\n${renderTable(rows)}\n\n`)
  const failing = rows.filter((row) => row.holds === false).map((row) => row.figure)
  log(`${ok ? 'all budgets hold' : `failing: ${failing.join('; ')}`} — results in ${file}`)
  process.exit(ok ? 0 : 1)
}

const abort = (reason) => {
  log(`aborting: ${reason}`)
  finish(reason).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
setTimeout(() => abort(`over the ${HARD_LIMIT_MS / 1000} s limit`), HARD_LIMIT_MS).unref()
process.on('SIGINT', () => abort('interrupted (SIGINT)'))
process.on('SIGTERM', () => abort('terminated (SIGTERM)'))
// A stray error anywhere must still stop the servers.
process.on('uncaughtException', (error) => abort(error.stack ?? String(error)))
process.on('unhandledRejection', (error) => abort(error?.stack ?? String(error)))

const main = async () => {
  tmp = await mkdtemp(join(tmpdir(), 'vitalis-bench-'))
  const context = { root, tmp, resultsDir, origin: STOREFRONT, port: STOREFRONT_PORT, wranglerEnv }

  log('building the client (scripts/build.mjs)')
  const build = await run(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    env: wranglerEnv,
    timeoutMs: 120_000,
  })
  if (build.code !== 0)
    throw new Error(`scripts/build.mjs failed:\n${build.stderr || build.stdout}`)

  // Offline figures first, while no server competes for the two cores.
  if (wanted('css')) add('css', await measureCss(context))
  if (wanted('worker')) {
    log('worker upload size (wrangler deploy --dry-run)')
    add('worker', await measureWorkerUpload(context))
  }
  // Only when named (--only=purge): it takes 40 s to 3 min of the time limit, depending on
  // what else the machine runs, and measures no server of the bench.
  if (wanted('purge')) {
    log('purge of 50,000 keys (workerd test with the limits enforced, 40 s or more)')
    add('purge', await measurePurgeScale(context))
  }
  if (SERVER_SECTIONS.some(wanted)) await measureWithServers(context)
  // Last: it starts servers of its own, on the same ports.
  if (wanted('scale')) {
    log('scale: pages at 42 and at 2,000 products, each on a local state of its own')
    add(
      'scale',
      await measureScale({ ...context, nodeEnv, log, deadline: started + HARD_LIMIT_MS - 5000 }),
    )
  }
}

/** The sections measured on the bench's servers (SERVER_SECTIONS), then the in-process SSR. */
const measureWithServers = async (context) => {
  const lighthouseCli = wanted('lighthouse') ? await findLighthouseCli() : null

  servers = await startServers({ root, persistDir: join(tmp, 'state'), nodeEnv, log })
  // Requests the bench never sends: someone else (a Playwright run with reuseExistingServer, a
  // browser) is using the bench's servers, and the server figures share the cores with them.
  servers.storefront.tap.count('foreign', (line) => {
    const path = /\[wrangler:info\] [A-Z]+ (\S+)/.exec(line)?.[1]
    return path !== undefined && !BENCH_PATHS.some((known) => known.test(path))
  })
  const reloadsBefore =
    servers.storefront.tap.counted('reloads') + servers.demo.tap.counted('reloads')

  let snapshots = null
  if (wanted('ssr')) {
    log('capturing bootstrap snapshots')
    snapshots = await captureSnapshots(context).catch((error) => ({ error }))
  }
  if (wanted('client')) {
    log('client bundle')
    add('client', await measureClientBundle(context))
  }
  if (wanted('navigation')) {
    log('client navigation, prefetched and cold link, then what prefetching costs a page view')
    add('navigation', await measureNavigation(context))
  }
  if (wanted('responsiveness')) {
    log('responsiveness: tap to next paint at 390 px, 4x CPU throttling, 4 taps x 10 samples')
    add('responsiveness', await measureResponsiveness(context))
  }
  if (wanted('images')) {
    log('image bytes of a first screen on a 390 px phone: the listing, a product page')
    add('images', await measureImageBytes(context))
  }
  if (wanted('ttfb')) {
    log('time to first / last byte')
    add('ttfb', await measureTtfb({ ...context, purgeToken: servers.purgeToken }))
  }
  if (wanted('cms')) {
    log('CMS requests per 1000 page requests')
    add('cms', await measureCmsRequests({ ...context, servers }))
  }
  if (wanted('throughput')) {
    log('throughput (page, then static file)')
    add('throughput', await measureThroughput(context))
  }
  if (wanted('lighthouse')) {
    log(
      lighthouseCli
        ? 'Lighthouse, 4 home pages, a guide article, the cart, a product page, a filtered listing, up to 3 runs each (5 for the last two)'
        : 'Lighthouse not installed: skipped',
    )
    // Its later rounds give way to the load and SSR figures after it (the time limit).
    const reserveMs =
      (wanted('load')
        ? loadReserveSeconds({ ssrFollows: wanted('ssr') })
        : wanted('ssr')
          ? ssrReserveSeconds()
          : 0) * 1000
    const deadline = started + HARD_LIMIT_MS - reserveMs
    add('lighthouse', await measureLighthouse({ ...context, cli: lighthouseCli, deadline }))
  }
  // Last of the server figures: its purges and 16 connections disturb no other figure. It runs
  // in whatever time the limit leaves (bench/figures/load.mjs).
  if (wanted('load')) {
    log('load mix (autocannon, up to 10 s, a purge every 3 s)')
    const secondsLeft = (HARD_LIMIT_MS - (performance.now() - started)) / 1000
    add(
      'load',
      await measureLoad({
        ...context,
        purgeToken: servers.purgeToken,
        secondsLeft,
        ssrFollows: wanted('ssr'),
      }),
    )
  }

  const reloads =
    servers.storefront.tap.counted('reloads') + servers.demo.tap.counted('reloads') - reloadsBefore
  if (reloads > 0) {
    add('bench', [
      info({
        id: 'bench.reloads',
        figure: 'wrangler dev reloads during the run',
        value: reloads,
        note: 'files under src/ or demo/ changed while measuring: server figures may be disturbed, run again',
      }),
    ])
  }
  const foreign = servers.storefront.tap.counted('foreign')
  if (foreign > 0) {
    const examples = servers.storefront.tap
      .matched('foreign')
      .slice(0, 3)
      .map((line) => line.replace(/^.*?\] /, ''))
    add('bench', [
      info({
        id: 'bench.foreign-requests',
        figure: 'Requests from others to the bench servers',
        value: foreign,
        note: `e.g. ${examples.join('; ')}: someone used the bench's servers meanwhile; server figures may be disturbed, run again`,
      }),
    ])
  }
  for (const problem of servers.problems()) {
    add('bench', [
      failed({ id: 'bench.server-exited', figure: 'Servers ran throughout', error: problem }),
    ])
  }
  log('stopping the servers')
  const leftovers = await servers.stop()
  servers = null
  if (leftovers.length > 0) throw new Error(`servers did not stop: ${leftovers.join('; ')}`)

  if (wanted('ssr')) {
    log('SSR render time in-process')
    add('ssr', await measureSsrRender({ ...context, snapshots }))
  }
}

main().then(
  () => finish(),
  (error) => abort(error.stack ?? String(error)),
)
