// Throughput and time to first byte of a guest's page from the edge cache, of the same
// page rendered from KV (an address the edge cache does not keep: a campaign parameter), and of a
// static asset, from the same wrangler dev process in the same run. wrangler dev's proxy logs
// every request and workerd runs locally on 2 shared cores, so absolute numbers say little; the
// ratios say what the worker costs on top of serving a file.
import { readdirSync, statSync } from 'node:fs'
import autocannon from 'autocannon'
import { get, timedGet } from '../../scripts/lib/http.mjs'
import { run } from '../../scripts/lib/proc.mjs'
import { percentile } from '../../scripts/lib/stats.mjs'
import { budgeted, failed, info } from '../lib/table.mjs'

const PAGE = '/'
/** The same page, rendered: the edge cache keeps no address with a parameter the page ignores. */
const RENDERED = '/?utm_source=bench'
/** The static files: the assets directory's, served without the worker. */
const ASSETS = new URL('../../public/', import.meta.url)
/** Seconds of one measurement; the hot page and the static file get ROUNDS each, in turns. */
const SECONDS = 4
const ROUNDS = 3
const CONNECTIONS = 4
/** The edge cache's budget: a hot guest page at 0.8x a static file's throughput at least. */
const HOT_RATIO_BUDGET = 0.8
/** The edge cache's budget: its first byte within 2 ms of a static file's. */
const HOT_TTFB_BUDGET_MS = 2
const TTFB_SAMPLES = 40

const hasWrk = async () => {
  try {
    const result = await run('wrk', ['--version'], { timeoutMs: 5000 })
    return /wrk/i.test(result.stdout + result.stderr)
  } catch {
    return false
  }
}

/** `wrk -t2 -c4 -d8s`: requests/s and the count of non-2xx answers (wrk counts those too). */
const withWrk = async (url) => {
  const result = await run(
    'wrk',
    ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--timeout', '5s', url],
    { timeoutMs: (SECONDS + 20) * 1000 },
  )
  const rate = /Requests\/sec:\s*([\d.]+)/.exec(result.stdout)
  if (!rate) throw new Error(`wrk gave no Requests/sec (exit ${result.code}): ${result.stderr}`)
  const non2xx = Number(/Non-2xx or 3xx responses:\s*(\d+)/.exec(result.stdout)?.[1] ?? 0)
  const errors = /Socket errors:.*/.exec(result.stdout)?.[0] ?? null
  return { rate: Number(rate[1]), non2xx, errors }
}

/**
 * Without wrk: autocannon (as `npm run load`), the same shape (4 connections, 8 s). It shares the
 * 2 cores with the servers, as wrk would, but parses answers far cheaper than a fetch() loop,
 * whose cost grows with the body: a 25 KB page would be measured against a 1 KB file partly by
 * the client's own work.
 */
const withAutocannon = async (url) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS })
  return {
    rate: result.requests.average,
    non2xx: result.non2xx,
    errors:
      result.errors || result.timeouts
        ? `${result.errors} errors, ${result.timeouts} timeouts`
        : null,
  }
}

/** Rounds of one kind as one measurement: their mean rate, their problems together. */
const combined = (rounds) => ({
  rate: rounds.reduce((sum, round) => sum + round.rate, 0) / rounds.length,
  non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
  errors:
    rounds
      .map((round) => round.errors)
      .filter(Boolean)
      .join('; ') || null,
})

/** Asks until `check` holds of the answer: the page is where it is to be measured from. */
const warm = async (url, check) => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await get(url)
    if (check(response.headers)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not come from where it is measured from`)
}

/** Median time to first byte of sequential requests, alternating page and file. */
const firstBytes = async (pageUrl, fileUrl) => {
  const page = []
  const file = []
  for (let i = 0; i < TTFB_SAMPLES; i += 1) {
    const hit = await timedGet(pageUrl, { headers: { 'accept-encoding': 'identity' } })
    if (hit.headers.get('x-edge-cache') !== 'hit') throw new Error(`${pageUrl} was no hit`)
    page.push(hit.firstByteMs)
    file.push((await timedGet(fileUrl)).firstByteMs)
  }
  return { page: percentile(page, 50), file: percentile(file, 50) }
}

/**
 * The static file to compare with: the built asset nearest in size to the page's HTML, so that
 * both answers move the same bytes through wrangler dev and the client (a 185-byte favicon
 * would measure the page's 25 KB against nothing).
 */
const staticFileLike = (bytes) => {
  const files = readdirSync(new URL('build/', ASSETS)).map((name) => ({
    path: `/build/${name}`,
    size: statSync(new URL(`build/${name}`, ASSETS)).size,
  }))
  return files.reduce((best, file) =>
    Math.abs(file.size - bytes) < Math.abs(best.size - bytes) ? file : best,
  )
}

export const measureThroughput = async ({ origin }) => {
  try {
    await warm(origin + PAGE, (headers) => headers.get('x-edge-cache') === 'hit')
    const pageBytes = (await get(origin + PAGE, { headers: { 'accept-encoding': 'identity' } }))
      .body.length
    const staticFile = staticFileLike(pageBytes)
    const STATIC = staticFile.path
    await warm(origin + RENDERED, (headers) => headers.get('x-cache-status') === 'fresh')
    const wrk = await hasWrk()
    const tool = wrk
      ? `wrk -t2 -c${CONNECTIONS} -d${SECONDS}s`
      : `autocannon, ${CONNECTIONS} connections, ${SECONDS} s; page and file ${ROUNDS} times each, in turns`
    const measure = wrk ? withWrk : withAutocannon
    // Page and file in turns, ROUNDS each: other work on the machine, which swings a figure
    // by half between runs, then weighs on both alike.
    const hotRounds = []
    const fileRounds = []
    for (let round = 0; round < ROUNDS; round += 1) {
      hotRounds.push(await measure(origin + PAGE))
      fileRounds.push(await measure(origin + STATIC))
    }
    const hot = combined(hotRounds)
    const file = combined(fileRounds)
    const rendered = await measure(origin + RENDERED)
    const ttfb = await firstBytes(origin + PAGE, origin + STATIC)
    const problems = [
      hot.non2xx ? `${hot.non2xx} non-2xx hot page answers` : null,
      rendered.non2xx ? `${rendered.non2xx} non-2xx rendered page answers` : null,
      file.non2xx ? `${file.non2xx} non-2xx static answers` : null,
      hot.errors,
      rendered.errors,
      file.errors,
    ].filter(Boolean)
    return [
      info({
        id: 'throughput.page',
        figure: `Throughput, hot guest page ${PAGE} (edge cache)`,
        value: hot.rate,
        unit: 'req/s',
        note:
          `${tool}${wrk ? '' : ' (wrk not installed: apt-get install -y wrk)'}, same wrangler dev process ` +
          `and run as the static file.${problems.length ? ' Problems: ' + problems.join('; ') : ''}`,
      }),
      info({
        id: 'throughput.rendered',
        figure: `Throughput, the page rendered from KV ${RENDERED}`,
        value: rendered.rate,
        unit: 'req/s',
        note: 'what every request cost before the edge cache, and still costs a shopper with a cart',
      }),
      info({
        id: 'throughput.static',
        figure: `Throughput, static ${STATIC} (${staticFile.size} bytes; the page: ${pageBytes})`,
        value: file.rate,
        unit: 'req/s',
      }),
      budgeted({
        id: 'throughput.ratio',
        figure: 'Throughput ratio hot guest page / static',
        value: problems.length ? null : hot.rate / file.rate,
        display: `${(hot.rate / file.rate).toFixed(2)} (rendered: ${(rendered.rate / file.rate).toFixed(2)})`,
        op: '>=',
        limit: HOT_RATIO_BUDGET,
        unit: '',
      }),
      budgeted({
        id: 'ttfb.hot-vs-static',
        figure: `TTFB hot guest page − static, medians of ${TTFB_SAMPLES}`,
        value: ttfb.page - ttfb.file,
        unit: 'ms',
        display: `${(ttfb.page - ttfb.file).toFixed(2)} ms (${ttfb.page.toFixed(2)} vs ${ttfb.file.toFixed(2)} ms)`,
        op: '<=',
        limit: HOT_TTFB_BUDGET_MS,
        note: 'sequential fetch() from Node through wrangler dev, page and file alternating',
      }),
    ]
  } catch (error) {
    return [failed({ id: 'throughput.page', figure: 'Throughput page / static', error })]
  }
}
