// Runs in its own Node process (started by bench/figures/ssr-render.mjs, after the servers are
// stopped): starts workerd through Miniflare with the bundled bench/ssr/workerd-entry.ts, has it
// render each snapshot `warmup` times and then time `iterations` renders, and prints the figures
// as JSON on stdout. The timed renders are taken in ROUNDS, the pages in turn: this machine's
// speed drifts over seconds (other virtual machines on the host), and a figure taken at one
// moment would be that moment's.
//
// Usage: node bench/ssr/measure-workerd.mjs <bundled workerd-entry.mjs> <snapshots.json> \
//   <compatibility date> <warmup> <iterations>
//
// workerd's clock ticks in whole milliseconds, so:
// - median: the median of the mean render time of each run of RUN consecutive renders (a run's
//   readings add up to its true duration, to ±1 ms in all, so a mean is exact to ±1/RUN ms);
// - p99 and max: of single readings, each exact to ±1 ms, against a budget of 8 ms.
// Wall time, with nothing else running in the isolate: the render never waits on I/O, so it is
// the CPU time of the request as Workers count it, plus whatever the machine's other processes
// take from it (never less).
import { readFile } from 'node:fs/promises'
import { Miniflare } from 'miniflare'
import { mean, percentile } from '../../scripts/lib/stats.mjs'

const RUN = 10
const ROUNDS = 4

const [bundle, snapshotsFile, compatibilityDate, warmupArg, iterationsArg] = process.argv.slice(2)
const snapshots = JSON.parse(await readFile(snapshotsFile, 'utf8'))

const figures = (times) => {
  const runMeans = []
  for (let start = 0; start + RUN <= times.length; start += RUN) {
    runMeans.push(mean(times.slice(start, start + RUN)))
  }
  return {
    median: percentile(runMeans, 50),
    mean: mean(times),
    p99: percentile(times, 99),
    max: Math.max(...times),
    runs: runMeans.length,
    // For comparing two pages' times beyond the noise (bench/figures/scale.mjs).
    runMeans,
  }
}

const mf = new Miniflare({ modules: true, scriptPath: bundle, compatibilityDate })
const render = async (path, warmup, iterations) => {
  const response = await mf.dispatchFetch('http://bench.localhost/', {
    method: 'POST',
    body: JSON.stringify({ bootstrap: snapshots[path], warmup, iterations }),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json()
}
try {
  const paths = Object.keys(snapshots)
  const perRound = Math.ceil(Number(iterationsArg) / ROUNDS / RUN) * RUN
  const times = Object.fromEntries(paths.map((path) => [path, []]))
  const bytes = {}
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const path of paths) {
      const result = await render(path, round === 0 ? Number(warmupArg) : RUN, perRound)
      bytes[path] = result.bytes
      times[path].push(...result.times)
    }
  }
  const results = { run: RUN, rounds: ROUNDS, pages: {} }
  for (const path of paths) {
    results.pages[path] = {
      bytes: bytes[path],
      iterations: times[path].length,
      ...figures(times[path]),
    }
  }
  process.stdout.write(JSON.stringify(results))
} finally {
  await mf.dispose()
}
