// Runs in its own Node process (started by bench/figures/ssr-render.mjs, after the servers are
// stopped, so that nothing of ours competes for the cores): renders each snapshot `warmup` times,
// then times `iterations` renders one after the other, and prints the timings as JSON on stdout.
//
// Usage: node bench/ssr/measure.mjs <bundled render-page.mjs> <snapshots.json> <warmup> <iterations>
//
// Two clocks per render:
// - CPU: the CPU time of the rendering thread. Workers limit CPU time per request, and V8's GC
//   helper threads do not run on the request's thread. Node 20 has no per-thread CPU clock, so it
//   is read from /proc/thread-self/schedstat (ns), which the kernel brings up to date only when
//   the thread leaves the CPU: each reading first sleeps 20 µs (Atomics.wait). The CPU that the
//   reading itself costs is measured and subtracted. Not process.cpuUsage(): it adds the helper
//   threads, which doubled the p99 in trials; it is the fallback where /proc is missing.
// - wall: performance.now(), for reference. React's edge build yields to setTimeout(0) between
//   steps; idle time there would count in wall time, not in CPU time.
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { percentile } from '../../scripts/lib/stats.mjs'

const [bundle, snapshotsFile, warmupArg, iterationsArg] = process.argv.slice(2)
const warmup = Number(warmupArg)
const iterations = Number(iterationsArg)
const { renderPage } = await import(pathToFileURL(bundle).href)
const snapshots = JSON.parse(await readFile(snapshotsFile, 'utf8'))

const stats = (values) => ({
  median: percentile(values, 50),
  p99: percentile(values, 99),
  max: Math.max(...values),
})

const SCHEDSTAT = '/proc/thread-self/schedstat'
const clock = existsSync(SCHEDSTAT) ? 'thread' : 'process'
const cell = new Int32Array(new SharedArrayBuffer(4))
const cpuNow =
  clock === 'thread'
    ? () => {
        Atomics.wait(cell, 0, 0, 0.02)
        return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6
      }
    : () => {
        const { user, system } = process.cpuUsage()
        return (user + system) / 1000
      }

/** The CPU a pair of readings costs by itself (median of 100), subtracted from every render. */
const overhead = (() => {
  const samples = []
  for (let i = 0; i < 100; i += 1) {
    const before = cpuNow()
    samples.push(cpuNow() - before)
  }
  return stats(samples).median
})()

const results = { clock, overheadMs: overhead, pages: {} }
for (const [path, bootstrap] of Object.entries(snapshots)) {
  let bytes = 0
  for (let i = 0; i < warmup; i += 1) bytes = await renderPage(bootstrap)
  const cpu = []
  const wall = []
  for (let i = 0; i < iterations; i += 1) {
    const cpuBefore = cpuNow()
    const wallBefore = performance.now()
    await renderPage(bootstrap)
    wall.push(performance.now() - wallBefore)
    cpu.push(Math.max(0, cpuNow() - cpuBefore - overhead))
  }
  results.pages[path] = { bytes, iterations, cpu: stats(cpu), wall: stats(wall) }
}
process.stdout.write(JSON.stringify(results))
