// Server render time in-process: what one page render costs, without wrangler dev's proxy and
// logging in the way. Workers' free plan allows 10 ms CPU per request
// (https://developers.cloudflare.com/workers/platform/limits/#cpu-time), so the home page must
// stay well below it. Two steps: snapshots are captured while the servers run (the bootstrap JSON
// each page embeds), renders are timed after they stop:
// - in workerd, the runtime the worker runs in (bench/ssr/measure-workerd.mjs): the budgets;
// - in Node, by the rendering thread's CPU clock (bench/ssr/measure.mjs): precise per render, and
//   where the profile of a failing budget comes from (bench/ssr/profile.mjs).
//
// The snapshots and the bundled harnesses stay in bench/results/ssr/ (git-ignored) to measure or
// profile by hand: node --cpu-prof bench/ssr/measure.mjs \
//   bench/results/ssr/render-page.mjs bench/results/ssr/snapshots.json 50 400
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { bootstrapOf, getText } from '../../scripts/lib/http.mjs'
import { run } from '../../scripts/lib/proc.mjs'
import { budgeted, failed, info } from '../lib/table.mjs'

const PAGES = [
  { path: '/', budget: { median: 2, p99: 8 } },
  { path: '/ratgeber/immunsystem' },
  { path: '/produkte', optional: true },
  // A product's detail page: gallery, texts, linked tiles, JSON-LD in the head.
  { path: '/produkte/magnesium-400', optional: true },
  // A filtered, sorted listing: facets, category navigation and a page of tiles from the shop.
  { path: '/produkte?stock=1&sort=price', optional: true },
]
const WARMUP = 50
const ITERATIONS = 400
const BUDGET_TEXT = '≤ 2 / ≤ 8 ms'

const ssrDir = (resultsDir) => join(resultsDir, 'ssr')

/** While the servers run: the bootstrap snapshot of each page, as the worker rendered it. */
export const captureSnapshots = async ({ origin, resultsDir }) => {
  const snapshots = {}
  for (const { path, optional } of PAGES) {
    const { status, text } = await getText(origin + path)
    if (status !== 200) {
      if (optional) continue
      throw new Error(`${path} answered ${status}`)
    }
    // The servers run with ENVIRONMENT=development; production renders with dev off. The page
    // carries only the texts its render used: the render gets its locale's from the texts file.
    const bootstrap = bootstrapOf(text)
    const texts = JSON.parse((await getText(origin + bootstrap.initialData.textsUrl)).text)
    snapshots[path] = { ...bootstrap, dev: false, texts }
  }
  await mkdir(ssrDir(resultsDir), { recursive: true })
  const file = join(ssrDir(resultsDir), 'snapshots.json')
  await writeFile(file, JSON.stringify(snapshots))
  return { file }
}

/**
 * The render harness bundled as wrangler bundles the worker: workerd conditions (React's edge
 * build), production. With `externalPackages`, npm packages stay imports, so that a profile names
 * them by path; the file must then sit inside the repository to resolve them.
 */
export const bundleHarness = async (root, entry, outfile, externalPackages = false) => {
  await esbuild.build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'esm',
    platform: externalPackages ? 'node' : 'neutral',
    ...(externalPackages
      ? { packages: 'external' }
      : {
          conditions: ['workerd', 'worker', 'browser'],
          mainFields: ['browser', 'module', 'main'],
        }),
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile,
    logLevel: 'warning',
  })
  return outfile
}

/** For a failing budget: where the CPU of a home page render goes (bench/ssr/profile.mjs). */
const profileHome = async (root, resultsDir, snapshotsFile) => {
  const harness = await bundleHarness(
    root,
    'bench/ssr/render-page.tsx',
    join(ssrDir(resultsDir), 'render-page.external.mjs'),
    true,
  )
  const result = await run(
    process.execPath,
    [
      '-C',
      'workerd',
      '-C',
      'worker',
      join(root, 'bench/ssr/profile.mjs'),
      harness,
      snapshotsFile,
      '/',
      String(WARMUP),
      String(ITERATIONS),
    ],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, timeoutMs: 60_000 },
  )
  if (result.code !== 0) return `(no profile: ${result.stderr.slice(-300)})`
  const profile = JSON.parse(result.stdout)
  const origins = profile.byOrigin
    .filter((item) => item.share >= 0.02)
    .map((item) => `${item.origin} ${item.ms.toFixed(2)} ms`)
    .join(', ')
  const functions = profile.srcInclusive
    .map((item) => `${item.name} ${item.ms.toFixed(2)}`)
    .join(', ')
  return (
    `Where the CPU goes (V8 profile, self time per render, ${profile.msPerRender.toFixed(2)} ms under ` +
    `the profiler): ${origins}. Our functions by inclusive ms: ${functions}.`
  )
}

/** Runs a measuring script in a Node process of its own; its stdout is JSON. */
export const runMeasure = async (root, script, args) => {
  const result = await run(process.execPath, [join(root, script), ...args.map(String)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    timeoutMs: 120_000,
  })
  if (result.code !== 0) {
    throw new Error(
      `${script} failed (exit ${result.code}${result.timedOut ? ', timed out' : ''}): ${result.stderr.slice(-800)}`,
    )
  }
  return JSON.parse(result.stdout)
}

/** The compatibility date the worker runs with (wrangler.toml), for the same workerd behaviour. */
export const compatibilityDate = async (root) => {
  const config = await readFile(join(root, 'wrangler.toml'), 'utf8')
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(config)?.[1]
  if (!date) throw new Error('wrangler.toml has no compatibility_date')
  return date
}

const ms = (value) => value.toFixed(2)

/** The share of CPU time all cores spent idle over `windowMs`, from /proc/stat (null elsewhere). */
const idleShare = async (windowMs) => {
  const read = async () => {
    const fields = (await readFile('/proc/stat', 'utf8')).split('\n')[0].trim().split(/\s+/)
    const ticks = fields.slice(1).map(Number)
    // user nice system idle iowait …: idle and iowait are the idle ticks.
    return { idle: ticks[3] + ticks[4], total: ticks.reduce((sum, tick) => sum + tick, 0) }
  }
  try {
    const before = await read()
    await new Promise((resolve) => setTimeout(resolve, windowMs))
    const after = await read()
    return (after.idle - before.idle) / Math.max(1, after.total - before.total)
  } catch {
    return null
  }
}

/**
 * Timings start once the machine is quiet: the servers and Lighthouse's Chromium have just been
 * stopped, and what their processes still do on the way out would count as render time (the
 * workerd clock is wall time). Waits for a second with the cores at least 90% idle, `maxMs` (20 s)
 * at most.
 */
export const settle = async (maxMs = 20_000) => {
  const started = performance.now()
  let idle = await idleShare(1000)
  while (idle !== null && idle < 0.9 && performance.now() - started < maxMs)
    idle = await idleShare(1000)
  return { idle, waitedMs: performance.now() - started }
}

export const measureSsrRender = async ({ root, resultsDir, snapshots }) => {
  const figure = (path) => `SSR render ${path} in workerd, median / p99`
  if (snapshots.error) {
    return [
      failed({ id: 'ssr./', figure: figure('/'), error: snapshots.error, budgetText: BUDGET_TEXT }),
    ]
  }
  try {
    const quiet = await settle()
    const [loadBefore] = loadavg()
    /** Bundles `entry` and has `script` time it: args after the bundle, then the counts. */
    const measure = async (script, entry, args) => {
      const name = `${entry
        .split('/')
        .at(-1)
        .replace(/\.tsx?$/, '')}.mjs`
      const harness = await bundleHarness(root, entry, join(ssrDir(resultsDir), name))
      return runMeasure(root, script, [harness, ...args, WARMUP, ITERATIONS])
    }
    const workerd = await measure('bench/ssr/measure-workerd.mjs', 'bench/ssr/workerd-entry.ts', [
      snapshots.file,
      await compatibilityDate(root),
    ])
    const node = await measure('bench/ssr/measure.mjs', 'bench/ssr/render-page.tsx', [
      snapshots.file,
    ])
    const rows = []
    for (const { path, budget, optional } of PAGES) {
      const timing = workerd.pages[path]
      if (!timing) {
        if (optional)
          rows.push(
            info({ id: `ssr.${path}`, figure: figure(path), display: 'n/a (not in the demo)' }),
          )
        continue
      }
      const display = `${ms(timing.median)} / ${timing.p99} ms`
      const extra = { workerd: timing, node: node.pages[path] ?? null }
      if (!budget) {
        rows.push({
          ...info({
            id: `ssr.${path}`,
            figure: figure(path),
            value: timing.median,
            unit: 'ms',
            display,
          }),
          ...extra,
        })
        continue
      }
      const median = budgeted({
        id: `ssr.${path}.median`,
        figure: `SSR render ${path} in workerd, median`,
        value: timing.median,
        unit: 'ms',
        op: '<=',
        limit: budget.median,
      })
      const p99 = budgeted({
        id: `ssr.${path}.p99`,
        figure: `SSR render ${path} in workerd, p99`,
        value: timing.p99,
        unit: 'ms',
        op: '<=',
        limit: budget.p99,
      })
      median.note =
        `${ITERATIONS} renders per page after ${WARMUP} warm-up, in ${workerd.rounds} rounds taking the pages in turn, in workerd (Miniflare, the ` +
        `worker's compatibility date), servers stopped; React's edge build as wrangler bundles ` +
        `it, NODE_ENV=production, bootstrap snapshots from the running worker (dev off). ` +
        `workerd's clock ticks in whole ms: the median is that of the mean of each run of ` +
        `${workerd.run} consecutive renders (exact to ±${ms(1 / workerd.run)} ms), the p99 that ` +
        `of single renders (±1 ms); mean ${ms(timing.mean)} ms, max ${timing.max} ms; HTML ` +
        `${(timing.bytes / 1000).toFixed(1)} KB. Started after ${(quiet.waitedMs / 1000).toFixed(0)} s ` +
        `of waiting for the cores to be idle (${quiet.idle === null ? 'no /proc/stat' : `${Math.round(quiet.idle * 100)}% idle`}); ` +
        `load average ${loadBefore.toFixed(1)} on ${cpus().length} cores (others' work shows in the p99).`
      if (!median.holds || !p99.holds)
        median.note += ` ${await profileHome(root, resultsDir, snapshots.file)}`
      rows.push({ ...median, ...extra }, { ...p99, ...extra })
    }
    const home = node.pages['/']
    if (home) {
      rows.push({
        ...info({
          id: 'ssr.node./',
          figure: 'SSR render / in Node, CPU median / p99',
          value: home.cpu.median,
          unit: 'ms',
          display: `${ms(home.cpu.median)} / ${ms(home.cpu.p99)} ms`,
          note:
            `The same harness in Node 20 (React's edge build, workerd conditions), timed by ` +
            `the rendering thread's CPU clock (${node.clock}): precise per render, and the ` +
            `profiler's ground, but not the runtime the worker runs in. React's edge build calls ` +
            `TextEncoder.encode for every string it writes, which costs more per call in Node ` +
            `20 than in workerd, so Node overstates the render.`,
        }),
        node: home,
      })
    }
    return rows
  } catch (error) {
    return [failed({ id: 'ssr./', figure: figure('/'), error, budgetText: BUDGET_TEXT })]
  }
}
