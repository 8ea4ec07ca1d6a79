// `npm run load [-- --duration <s> --connections <n>]`: a bounded load test of the storefront
// (scripts/lib/load.mjs): autocannon, 30 s and 16 connections by default, on loopback, against a
// warm upstream cache, mixing cached pages of four brands, page payloads and POST /check-version,
// with a purge of one page every 3 s. Prints requests per second and latency percentiles, in
// all and per kind. Uses the storefront on 127.0.0.1:8787 if one runs (`npm start`; the purge
// token then comes from PURGE_TOKEN or .dev.vars, as for `npm run purge`); otherwise builds and
// starts both workers itself on a temporary local state, and stops them at the end.
// Exits 0 when no request failed, 1 on any error, 2 on a usage error.
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { KINDS, LOAD_DEFAULTS, runLoad } from './lib/load.mjs'
import { run, stopAll } from './lib/proc.mjs'
import { STOREFRONT, startServers } from './lib/servers.mjs'

const root = new URL('..', import.meta.url).pathname

const USAGE = `Usage: npm run load [-- [--duration <s>] [--connections <n>] [--purge-every <s>]]
  --duration <s>      how long the load runs (default ${LOAD_DEFAULTS.durationS})
  --connections <n>   requests in flight at once (default ${LOAD_DEFAULTS.connections})
  --purge-every <s>   seconds between two purges (default ${LOAD_DEFAULTS.purgeEveryS})`

const log = (message) => process.stderr.write(`[load] ${message}\n`)

const usageError = (message) => {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

/** A whole number within [min, max], or a usage error. */
const bounded = (name, text, min, max) => {
  const value = Number(text)
  if (!Number.isInteger(value) || value < min || value > max)
    usageError(`--${name} takes a whole number from ${min} to ${max}, not '${text}'`)
  return value
}

const parse = () => {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        duration: { type: 'string', default: String(LOAD_DEFAULTS.durationS) },
        connections: { type: 'string', default: String(LOAD_DEFAULTS.connections) },
        'purge-every': { type: 'string', default: String(LOAD_DEFAULTS.purgeEveryS) },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }))
  } catch (error) {
    usageError(error.message)
  }
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  // Bounded: a load test that runs for an hour or opens a thousand sockets is a typo.
  return {
    durationS: bounded('duration', values.duration, 1, 300),
    connections: bounded('connections', values.connections, 1, 256),
    purgeEveryS: bounded('purge-every', values['purge-every'], 1, 60),
  }
}

/** The token of an already running storefront: as scripts/purge.mjs finds it. */
const localToken = () => {
  if (process.env.PURGE_TOKEN) return process.env.PURGE_TOKEN
  const file = join(root, '.dev.vars')
  if (!existsSync(file)) return null
  return /^PURGE_TOKEN\s*=\s*"?([^"\r\n]+)"?\s*$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? null
}

const storefrontAnswers = async () => {
  try {
    const response = await fetch(`${STOREFRONT}/_health`, { signal: AbortSignal.timeout(2000) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

/** What this script started, to stop on the way out (and only that). */
let owned = null

const cleanUp = async () => {
  if (owned === null) return
  const { servers, state } = owned
  owned = null
  const leftovers = await servers.stop()
  await stopAll()
  await rm(state, { recursive: true, force: true })
  if (leftovers.length > 0) log(`could not stop: ${leftovers.join('; ')}`)
}

/** The running storefront and its token, or both workers started here on a fresh state. */
const storefront = async () => {
  if (await storefrontAnswers()) {
    const token = localToken()
    if (!token) throw new Error('a storefront runs on 8787, but no PURGE_TOKEN (env or .dev.vars)')
    log(`using the storefront already running at ${STOREFRONT}`)
    return token
  }
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }
  log('no storefront on 8787: building and starting both workers')
  const build = await run(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    env,
    timeoutMs: 120_000,
  })
  if (build.code !== 0) throw new Error(`scripts/build.mjs failed:\n${build.stderr}`)
  const state = await mkdtemp(join(tmpdir(), 'vitalis-load-'))
  // The production build, as the bench measures it: the code that ships.
  const servers = await startServers({
    root,
    persistDir: join(state, 'state'),
    nodeEnv: 'production',
    log,
  }).catch(async (error) => {
    await rm(state, { recursive: true, force: true })
    throw error
  })
  owned = { servers, state }
  return servers.purgeToken
}

const ms = (value) => (value === null ? '—' : `${value} ms`)
const percent = (share, where) =>
  share === null ? '' : `, ${(share * 100).toFixed(1)} % from ${where}`

const printKinds = (kinds) => {
  for (const kind of KINDS) {
    const { requests, latency, non2xx, fromKvShare, fromEdgeShare } = kinds[kind]
    console.log(
      `  ${kind.padEnd(14)} ${String(requests).padStart(7)} requests, p50 ${ms(latency.p50)}, ` +
        `p90 ${ms(latency.p90)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}, ` +
        `non-2xx ${non2xx}${percent(fromEdgeShare, 'the edge cache')}${percent(fromKvShare, 'KV')}`,
    )
  }
}

/** Other work on the machine slows the servers: said with the figures, as the bench does. */
const machineNote = (loadAtStart) =>
  `load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, ` +
  `${cpus().length} cores`

const print = (figures, loadAtStart) => {
  const { latency, purges } = figures
  const mix = KINDS.map((kind) => `${figures.mix[kind]} ${kind}`).join(', ')
  console.log(`
autocannon, ${figures.connections} connections, ${figures.durationS.toFixed(1)} s, against ${STOREFRONT}
mix per connection cycle: ${mix}
requests      ${figures.requests} (${figures.requestsPerSecond.toFixed(1)} req/s mean)
latency       p50 ${ms(latency.p50)}, p90 ${ms(latency.p90)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}
errors        ${figures.errors} socket errors (${figures.timeouts} timeouts), ${figures.non2xx} non-2xx
status codes  ${Object.entries(figures.statusCodes)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ')}
purges        ${purges.count - purges.failed} of ${purges.count} succeeded, ${purges.removed} KV entries removed, p50 ${ms(purges.p50Ms)}
per kind (latency from the answers' own timings, to 0.1 ms):`)
  printKinds(figures.kinds)
  console.log(`machine       ${machineNote(loadAtStart)}\n`)
}

const main = async () => {
  const options = parse()
  const purgeToken = await storefront()
  const [loadAtStart] = loadavg()
  const figures = await runLoad({ origin: STOREFRONT, purgeToken, ...options, log })
  print(figures, loadAtStart)
  for (const problem of figures.problems) console.error(`ERROR: ${problem}`)
  console.log(figures.problems.length === 0 ? 'No errors.' : 'Errors: see above.')
  return figures.problems.length === 0 ? 0 : 1
}

const exit = async (code) => {
  await cleanUp()
  process.exit(code)
}
process.on('SIGINT', () => exit(130))
process.on('SIGTERM', () => exit(143))

main().then(exit, async (error) => {
  console.error(error.stack ?? String(error))
  await exit(1)
})
