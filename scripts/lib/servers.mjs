// The two wrangler dev processes the bench measures: the demo upstreams (CMS, port 8788) and the
// storefront (port 8787), as `npm start` runs them, but started here directly so that the bench
// owns their PIDs, reads their logs, and stops them whatever happens.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { descendantsOf, listenerAmong, run, startProcess, stopPid } from './proc.mjs'
import { demoPurgeApiArgs, wranglerDevArgs } from './wrangler-dev.mjs'

export const STOREFRONT_PORT = 8787
// Fixed: the storefront's wrangler.toml points every dev site's CMS at 127.0.0.1:8788.
export const DEMO_PORT = 8788
export const STOREFRONT = `http://127.0.0.1:${STOREFRONT_PORT}`
export const DEMO = `http://127.0.0.1:${DEMO_PORT}`

const ANSI = /\u001b\[[0-9;]*m/g

/**
 * Keeps reading a process's output (a full pipe would stall wrangler), counts lines by pattern
 * and keeps the last lines for error messages. Figures read counters, not whole logs, so a load
 * test of thousands of requests costs no memory.
 */
export class LogTap {
  constructor(name) {
    this.name = name
    this.lines = 0
    this.tail = []
    this.watchers = new Map()
    this.partial = ''
  }

  attach(stream) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk) => {
      const text = this.partial + chunk
      const lines = text.split('\n')
      this.partial = lines.pop() ?? ''
      for (const line of lines) this.#line(line.replace(ANSI, ''))
    })
  }

  #line(line) {
    this.lines += 1
    this.tail.push(line)
    if (this.tail.length > 200) this.tail.shift()
    for (const watcher of this.watchers.values()) {
      if (!watcher.matches(line)) continue
      watcher.count += 1
      if (watcher.lines.length < 20) watcher.lines.push(line)
    }
  }

  /**
   * Starts counting lines that match `pattern` (a RegExp or a predicate) from now on, and keeps
   * the first 20 of them.
   */
  count(name, pattern) {
    const matches = typeof pattern === 'function' ? pattern : (line) => pattern.test(line)
    this.watchers.set(name, { matches, count: 0, lines: [] })
  }

  counted(name) {
    return this.watchers.get(name)?.count ?? 0
  }

  matched(name) {
    return this.watchers.get(name)?.lines ?? []
  }

  lastLines(n = 20) {
    return this.tail.slice(-n).join('\n')
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const portIsFree = (port) =>
  new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

/**
 * A free port for wrangler's devtools inspector, from a range below the kernel's ephemeral ports
 * (32768 and up): a port the OS handed out at random may be handed out again to the next
 * process before wrangler binds it.
 */
const INSPECTOR_PORTS = { from: 9300, count: 100 }
const freeInspectorPort = async () => {
  const offset = Math.floor(Math.random() * INSPECTOR_PORTS.count)
  for (let i = 0; i < INSPECTOR_PORTS.count; i += 1) {
    const port = INSPECTOR_PORTS.from + ((offset + i) % INSPECTOR_PORTS.count)
    if (await portIsFree(port)) return port
  }
  throw new Error(
    `no free port in ${INSPECTOR_PORTS.from}-${INSPECTOR_PORTS.from + INSPECTOR_PORTS.count - 1}`,
  )
}

/**
 * Other people's `npm start` or test runs on this machine use the same ports; wait a while for
 * them rather than measuring their servers (or failing to bind and measuring nothing).
 */
const waitForFreePorts = async (ports, waitMs) => {
  const deadline = Date.now() + waitMs
  for (;;) {
    const busy = []
    for (const port of ports) if (!(await portIsFree(port))) busy.push(port)
    if (busy.length === 0) return
    if (Date.now() > deadline) {
      throw new Error(
        `port ${busy.join(' and ')} still in use after ${waitMs / 1000} s: ` +
          'stop the other wrangler dev (npm start, a test run) and run the bench again',
      )
    }
    await sleep(1000)
  }
}

const waitForHttp = async (url, child, tap, waitMs) => {
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${tap.name} exited (${child.exitCode ?? child.signalCode}) before ${url} answered:\n${tap.lastLines()}`,
      )
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${waitMs / 1000} s:\n${tap.lastLines()}`)
}

/**
 * Starts both workers on `persistDir`, a fresh local state (KV, D1) the caller made and removes:
 * the first request of a page is a true cache miss, the counts of CMS requests are not disturbed
 * by entries of earlier runs, and a developer's own .wrangler/state is left alone. Resolves with
 * { storefront, demo, stop, problems, purgeToken } (the storefront's PURGE_TOKEN of this run).
 *
 * `nodeEnv` is what wrangler substitutes for process.env.NODE_ENV in the bundle: wrangler dev
 * defaults to 'development', which selects React's development build (several times slower to
 * render); the bench measures the production build unless told otherwise. `prepare(persistDir)`,
 * if given, runs after the migrations and before the servers start; `migrate: false` leaves the
 * migrations to the caller (bench/lib/local-state.mjs applies them in prepare).
 */
export const startServers = async ({
  root,
  persistDir,
  nodeEnv,
  log,
  migrate: migrating = true,
  prepare = null,
}) => {
  const wrangler = join(root, 'node_modules/.bin/wrangler')
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    CI: 'true',
    NO_COLOR: '1',
    NODE_ENV: nodeEnv,
  }
  await waitForFreePorts([STOREFRONT_PORT, DEMO_PORT], 60_000)
  // The storefront's purge secret for this run only: figures purge the cache (bench/figures/ttfb.mjs).
  const purgeToken = randomBytes(24).toString('hex')

  const migrate = async (binding, config) => {
    const result = await run(
      wrangler,
      ['d1', 'migrations', 'apply', binding, '--local', '-c', config, '--persist-to', persistDir],
      { cwd: root, env, timeoutMs: 60_000 },
    )
    if (result.code !== 0) throw new Error(`D1 migrations of ${config} failed:\n${result.stderr}`)
  }
  if (migrating) {
    log('applying D1 migrations to a temporary local state')
    await migrate('DB', 'wrangler.toml')
    // As scripts/start.mjs, but only once demo/wrangler.toml declares the database: the demo shop
    // may be half-way in (migrations written, binding not yet).
    const demoConfig = await readFile(join(root, 'demo/wrangler.toml'), 'utf8')
    if (existsSync(join(root, 'demo/migrations')) && /binding\s*=\s*"SHOP_DB"/.test(demoConfig)) {
      await migrate('SHOP_DB', 'demo/wrangler.toml')
    }
  }
  // A state of the caller's own on top of the migrations (the scale section's big catalogue).
  if (prepare) await prepare(persistDir)

  const started = []
  const stop = async () => {
    const leftovers = []
    for (const { child, tap } of started.reverse()) {
      const alive = await stopPid(child.pid)
      if (alive.length > 0) leftovers.push(`${tap.name}: PIDs ${alive.join(', ')} still alive`)
    }
    started.length = 0
    return leftovers
  }

  const startWorker = (name, config, port, inspector, extraArgs) => {
    const tap = new LogTap(name)
    const child = startProcess(
      wrangler,
      [...wranglerDevArgs({ config, port, inspectorPort: inspector, persistDir }), ...extraArgs],
      { cwd: root, env },
    )
    tap.attach(child.stdout)
    tap.attach(child.stderr)
    // Someone saving a file under src/ or demo/ makes wrangler reload the worker mid-run.
    tap.count('reloads', /Reloading local server/)
    return { child, tap }
  }

  /**
   * Starts one worker and waits until `readyUrl` answers. Each wrangler gets its own inspector
   * port (both default to 9229), and workerd binds further loopback ports of its own choosing;
   * on this shared machine another process can take one of them first, and wrangler exits with
   * 'Address already in use'. That is retried, twice, with fresh ports.
   */
  const launch = async (name, config, port, readyUrl, extraArgs = []) => {
    for (let attempt = 1; ; attempt += 1) {
      const worker = startWorker(name, config, port, await freeInspectorPort(), extraArgs)
      started.push(worker)
      let clash = false
      try {
        await waitForHttp(readyUrl, worker.child, worker.tap, 60_000)
        // The answer may have come from someone else's server that took the port after our
        // check (npm start, a Playwright run): measure only a server of our own.
        const tree = [worker.child.pid, ...descendantsOf(worker.child.pid)]
        if (listenerAmong(port, tree) !== null) return worker
        clash = true
        throw new Error(`port ${port} answers, but not from the ${name} the bench started`)
      } catch (error) {
        clash ||= /Address already in use/.test(worker.tap.lastLines(60))
        await stopPid(worker.child.pid)
        started.splice(started.indexOf(worker), 1)
        if (!clash || attempt === 3) throw error
        log(`${name}: a port was taken while starting; retrying`)
      }
    }
  }

  try {
    // One after the other: two wrangler processes starting at once race for the same ports.
    log('starting wrangler dev: demo upstreams (8788), then the storefront (8787)')
    const demo = await launch('demo upstreams', 'demo/wrangler.toml', DEMO_PORT, `${DEMO}/`)
    const storefront = await launch(
      'storefront',
      'wrangler.toml',
      STOREFRONT_PORT,
      `${STOREFRONT}/_health`,
      // A command-line var wins over a developer's .dev.vars.
      ['--var', `PURGE_TOKEN:${purgeToken}`, ...demoPurgeApiArgs(randomBytes(24).toString('hex'))],
    )
    /** Problems with the servers since they started: one exited, or reloaded the worker. */
    const problems = () =>
      [demo, storefront].flatMap(({ child, tap }) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          return [`${tap.name} exited (${child.exitCode ?? child.signalCode}):\n${tap.lastLines()}`]
        }
        return []
      })
    return { storefront, demo, stop, problems, purgeToken }
  } catch (error) {
    await stop()
    throw error
  }
}
