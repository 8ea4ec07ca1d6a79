// Server render time in-process: the CPU one page render costs, without wrangler dev's proxy and
// logging in the way. Workers' free plan allows 10 ms CPU per request
// (https://developers.cloudflare.com/workers/platform/limits/#cpu-time), so the home page must
// stay well below it. Two steps: snapshots are captured while the servers run (the bootstrap JSON
// each page embeds), renders are timed after they stop (bench/ssr/measure.mjs).
//
// The snapshots and the bundled harness stay in bench/results/ssr/ (git-ignored) to profile by
// hand: node --cpu-prof bench/ssr/measure.mjs \
//   bench/results/ssr/render-page.mjs bench/results/ssr/snapshots.json 50 300
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { bootstrapOf, getText } from '../lib/http.mjs'
import { run } from '../lib/proc.mjs'
import { budgeted, failed, info } from '../lib/table.mjs'

const PAGES = [
  { path: '/', budget: { median: 2, p99: 8 } },
  { path: '/ratgeber/immunsystem' },
  { path: '/produkte', optional: true },
]
const WARMUP = 50
const ITERATIONS = 300
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
    // The servers run with ENVIRONMENT=development; production renders with dev off.
    snapshots[path] = { ...bootstrapOf(text), dev: false }
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
const bundleHarness = async (root, outfile, externalPackages = false) => {
  await esbuild.build({
    entryPoints: [join(root, 'bench/ssr/render-page.tsx')],
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

export const measureSsrRender = async ({ root, resultsDir, snapshots }) => {
  const figure = (path) => `SSR render ${path}, CPU median / p99`
  if (snapshots.error) {
    return [
      failed({ id: 'ssr./', figure: figure('/'), error: snapshots.error, budgetText: BUDGET_TEXT }),
    ]
  }
  try {
    const harness = await bundleHarness(root, join(ssrDir(resultsDir), 'render-page.mjs'))
    const [loadBefore] = loadavg()
    const result = await run(
      process.execPath,
      [
        join(root, 'bench/ssr/measure.mjs'),
        harness,
        snapshots.file,
        String(WARMUP),
        String(ITERATIONS),
      ],
      { cwd: root, timeoutMs: 120_000 },
    )
    if (result.code !== 0) {
      throw new Error(
        `measure.mjs failed (exit ${result.code}${result.timedOut ? ', timed out' : ''}): ${result.stderr.slice(-800)}`,
      )
    }
    const { clock, pages } = JSON.parse(result.stdout)
    const rows = []
    for (const { path, budget, optional } of PAGES) {
      const timing = pages[path]
      if (!timing) {
        if (optional)
          rows.push(
            info({ id: `ssr.${path}`, figure: figure(path), display: 'n/a (not in the demo)' }),
          )
        continue
      }
      const { cpu, wall } = timing
      const display = `${cpu.median.toFixed(2)} / ${cpu.p99.toFixed(2)} ms`
      const extra = { cpu, wall, clock, htmlBytes: timing.bytes, iterations: timing.iterations }
      if (!budget) {
        rows.push({
          ...info({
            id: `ssr.${path}`,
            figure: figure(path),
            value: cpu.median,
            unit: 'ms',
            display,
          }),
          ...extra,
        })
        continue
      }
      const median = budgeted({
        id: `ssr.${path}.median`,
        figure: `SSR render ${path}, CPU median`,
        value: cpu.median,
        unit: 'ms',
        op: '<=',
        limit: budget.median,
      })
      const p99 = budgeted({
        id: `ssr.${path}.p99`,
        figure: `SSR render ${path}, CPU p99`,
        value: cpu.p99,
        unit: 'ms',
        op: '<=',
        limit: budget.p99,
      })
      median.note =
        `${ITERATIONS} renders per page after ${WARMUP} warm-up, one Node process, servers ` +
        `stopped; React edge build (workerd conditions), NODE_ENV=production, bootstrap snapshots ` +
        `from the running worker (dev off). CPU = ${clock === 'thread' ? 'CPU time of the rendering thread (GC on it included, GC helper threads not)' : 'process.cpuUsage() (all threads)'}; ` +
        `wall-clock median ${wall.median.toFixed(2)} ms; HTML ${(timing.bytes / 1000).toFixed(1)} KB. ` +
        `Load average ${loadBefore.toFixed(1)} on ${cpus().length} cores when it started (others' ` +
        `work shows in the p99).`
      if (!median.holds || !p99.holds)
        median.note += ` ${await profileHome(root, resultsDir, snapshots.file)}`
      rows.push({ ...median, ...extra }, { ...p99, ...extra })
    }
    return rows
  } catch (error) {
    return [failed({ id: 'ssr./', figure: figure('/'), error, budgetText: BUDGET_TEXT })]
  }
}
