// `npm start`: the storefront and the demo upstreams on this machine, all four brands, as
// production serves them; `npm run dev` (`--dev`): the same with React's development build and
// the client rebuilt on change (./start-mode.mjs says what differs).
// 1. builds the client, 2. applies the D1 migrations of
// the storefront and the demo shop to their local databases, 3. makes .dev.vars with a local
// purge token if there is none, and gives the storefront's and the demo's (demo/.dev.vars) one
// shared checkout signing secret (./lib/dev-vars.mjs), 4. runs the demo upstreams (port 8788) and the storefront
// (port 8787) in wrangler dev, and stops both on Ctrl-C. `--fresh-state` runs them on a new
// temporary local state (KV, D1), removed when they stop: the end-to-end tests start from an
// empty upstream cache and a freshly seeded demo shop every time, whatever earlier runs stored.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEnvOf, startModeOf } from './start-mode.mjs'
import { demoPurgeApiArgs, wranglerDevArgs } from './lib/wrangler-dev.mjs'
import { ensureDevVars } from './lib/dev-vars.mjs'

const root = new URL('..', import.meta.url).pathname
const wrangler = join(root, 'node_modules/.bin/wrangler')
const mode = startModeOf(process.argv.slice(2))
const env = startEnvOf(mode, process.env)
const STOREFRONT_PORT = process.env.PORT ?? '8787'
const DEMO_PORT = process.env.DEMO_PORT ?? '8788'

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

for (const line of ensureDevVars(root, () => randomBytes(24).toString('hex'))) console.log(line)

const persistDir = process.argv.includes('--fresh-state')
  ? mkdtempSync(join(tmpdir(), 'vitalis-state-'))
  : null
const persistArgs = persistDir ? ['--persist-to', persistDir] : []
run('node', mode.buildArgs)
run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '-c', 'wrangler.toml', ...persistArgs])
if (existsSync(join(root, 'demo/migrations'))) {
  run(wrangler, [
    'd1',
    'migrations',
    'apply',
    'SHOP_DB',
    '--local',
    '-c',
    'demo/wrangler.toml',
    ...persistArgs,
  ])
}

const children = []
const start = (name, args) => {
  const child = spawn(wrangler, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
  child.on('exit', (code) => {
    console.log(`${name} stopped (${code ?? 'signal'})`)
    shutdown(code ?? 0)
  })
  children.push(child)
}
// Each wrangler dev opens a debugger port too: two processes need two (9229 is taken by the first).
const devArgs = (config, port, inspectorPort) =>
  wranglerDevArgs({ config, port, inspectorPort, persistDir })

if (mode.watcherArgs) {
  const watcher = spawn('node', mode.watcherArgs, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  children.push(watcher)
}
start('demo upstreams', devArgs('demo/wrangler.toml', DEMO_PORT, '9230'))
start('storefront', [
  ...devArgs('wrangler.toml', STOREFRONT_PORT, '9231'),
  ...demoPurgeApiArgs(randomBytes(24).toString('hex')),
])

let stopping = false
function shutdown(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => {
    if (persistDir) rmSync(persistDir, { recursive: true, force: true })
    process.exit(code)
  }, 500)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

console.log(`
${mode.name === 'production' ? 'Production build (npm run dev: development build, rebuilt on change)' : 'Development build, client rebuilt on change'}
Storefront:  http://localhost:${STOREFRONT_PORT}          (vitalis, de; /en for English)
             http://at.localhost:${STOREFRONT_PORT}       (vitalis, at)
             http://litozin.localhost:${STOREFRONT_PORT}
             http://queisser.localhost:${STOREFRONT_PORT}
             http://stozzon.localhost:${STOREFRONT_PORT}
             http://typo3.localhost:${STOREFRONT_PORT}    (standard EXT:headless reference site)
Demo CMS and shop: http://127.0.0.1:${DEMO_PORT}
`)
