// `npm run stats [-- --origin <url>] [-- --minutes <n>]`: what the storefront under `npm start`
// did, per site and minute (GET /_cache/stats): requests by kind, the edge cache's hits, misses
// and bypasses, renders, upstream calls with errors and p50/p95 latency, purges. The same figures
// deployed workers write to Workers Analytics Engine (docs/operations.md has the SQL); wrangler
// dev writes those nowhere, so the worker keeps them in its isolate for this. The token: as for
// `npm run purge`, PURGE_TOKEN in the environment, else in .dev.vars.
import { parseArgs } from 'node:util'
import { purgeTokenOf } from './lib/purge-token.mjs'

const root = new URL('..', import.meta.url).pathname
const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:8787' },
    minutes: { type: 'string', default: '10' },
  },
})

const fail = (message) => {
  console.error(`stats: ${message}`)
  process.exit(1)
}

let response
try {
  response = await fetch(`${values.origin}/_cache/stats`, {
    headers: { authorization: `Bearer ${purgeTokenOf(root) ?? ''}` },
  })
} catch (error) {
  fail(`no storefront answers at ${values.origin} (is \`npm start\` running?): ${error.message}`)
}
const body = await response.json().catch(() => null)
if (!response.ok) fail(`${response.status}: ${body?.error ?? 'no figures'}`)

const figures = body.figures.slice(0, Number(values.minutes) * 20)
if (figures.length === 0) {
  console.log('No requests yet: open a page of http://localhost:8787 and ask again.')
  process.exit(0)
}
const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`)
const rows = figures.map((minute) => {
  const requests = Object.entries(minute.requests)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ')
  const { hit, miss, bypass } = minute.edge
  const looked = hit + miss
  const ratio = looked === 0 ? '-' : `${Math.round((100 * hit) / looked)}%`
  const upstream = Object.entries(minute.upstream)
    .map(
      ([name, u]) =>
        `${name} ${u.calls}${u.errors ? ` (${u.errors} failed)` : ''} p50 ${ms(u.p50Ms)} p95 ${ms(u.p95Ms)}`,
    )
    .join('; ')
  return {
    minute: minute.minute.slice(11, 16),
    site: minute.site,
    requests: requests || '-',
    'edge hit/miss/bypass': `${hit}/${miss}/${bypass} (${ratio} hits)`,
    renders: minute.renders,
    upstream: upstream || '-',
    purges: minute.purges,
  }
})
console.log('Per site and minute (UTC), newest first:')
console.table(rows)
