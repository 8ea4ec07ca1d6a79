// Throughput of a KV-cached page vs a static asset, from the same wrangler dev process in the
// same run. wrangler dev's proxy logs every request and workerd runs locally on 2 shared cores,
// so absolute numbers say little; the ratio says how much the worker (KV reads + React SSR) costs
// on top of serving a file.
import { get, loadLoop } from '../../scripts/lib/http.mjs'
import { run } from '../../scripts/lib/proc.mjs'
import { failed, info } from '../lib/table.mjs'

const PAGE = '/'
const STATIC = '/robots.txt'
const SECONDS = 8
const CONNECTIONS = 4

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

/** Without wrk: the same shape (4 in flight, 8 s) from Node, which shares the 2 cores. */
const withNode = async (url) => {
  let non2xx = 0
  const loop = await loadLoop({
    url,
    total: 100_000,
    concurrency: CONNECTIONS,
    deadlineMs: SECONDS * 1000,
    onResponse: ({ status }) => {
      if (status < 200 || status >= 400) non2xx += 1
    },
  })
  return {
    rate: loop.completed / (loop.ms / 1000),
    non2xx,
    errors: loop.failed ? `${loop.failed} failed` : null,
  }
}

export const measureThroughput = async ({ origin }) => {
  try {
    // Warm: the page must come from KV, not from the CMS, while it is measured.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await get(origin + PAGE)
      if (response.headers.get('x-cache-status') === 'fresh') break
    }
    const wrk = await hasWrk()
    const tool = wrk
      ? `wrk -t2 -c${CONNECTIONS} -d${SECONDS}s`
      : `Node loop, ${CONNECTIONS} in flight, ${SECONDS} s`
    const measure = wrk ? withWrk : withNode
    const page = await measure(origin + PAGE)
    const file = await measure(origin + STATIC)
    const problems = [
      page.non2xx ? `${page.non2xx} non-2xx page answers` : null,
      file.non2xx ? `${file.non2xx} non-2xx static answers` : null,
      page.errors,
      file.errors,
    ].filter(Boolean)
    return [
      info({
        id: 'throughput.page',
        figure: `Throughput, KV-cached page ${PAGE}`,
        value: page.rate,
        unit: 'req/s',
        note:
          `${tool}${wrk ? '' : ' (wrk not installed: apt-get install -y wrk)'}, same wrangler dev process ` +
          `and run as the static file.${problems.length ? ' Problems: ' + problems.join('; ') : ''}`,
      }),
      info({
        id: 'throughput.static',
        figure: `Throughput, static ${STATIC}`,
        value: file.rate,
        unit: 'req/s',
      }),
      info({
        id: 'throughput.ratio',
        figure: 'Throughput ratio page / static',
        value: page.rate / file.rate,
        display: (page.rate / file.rate).toFixed(2),
      }),
    ]
  } catch (error) {
    return [failed({ id: 'throughput.page', figure: 'Throughput page / static', error })]
  }
}
