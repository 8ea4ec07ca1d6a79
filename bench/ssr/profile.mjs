// Where the CPU of a page render goes, for a failing SSR budget: profiles `iterations` renders of
// one snapshot with V8's sampling profiler (node:inspector) and prints, as JSON, the self time by
// origin (npm package, our bundled src/, GC, Node internals) and the src/ functions with the most
// inclusive time. Run on a harness bundled with the npm packages left external (see
// bench/figures/ssr-render.mjs), so that every sample names its package by file path; start it
// with `node -C workerd -C worker` so that those packages resolve to the builds workerd gets.
//
// Usage: node -C workerd -C worker bench/ssr/profile.mjs <harness.mjs> <snapshots.json> <path> <warmup> <iterations>
import { readFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import { pathToFileURL } from 'node:url'

const [bundle, snapshotsFile, path, warmupArg, iterationsArg] = process.argv.slice(2)
const { renderPage } = await import(pathToFileURL(bundle).href)
const bootstrap = JSON.parse(await readFile(snapshotsFile, 'utf8'))[path]
const bundleUrl = pathToFileURL(bundle).href

for (let i = 0; i < Number(warmupArg); i += 1) await renderPage(bootstrap)
const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.setSamplingInterval', { interval: 100 })
await session.post('Profiler.start')
const iterations = Number(iterationsArg)
for (let i = 0; i < iterations; i += 1) await renderPage(bootstrap)
const { profile } = await session.post('Profiler.stop')
session.disconnect()

const originOf = ({ url, functionName }) => {
  if (functionName === '(garbage collector)') return 'GC'
  if (url === bundleUrl) return 'src (storefront code)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]
  if (url === '' || url.startsWith('node:'))
    return 'Node/V8 internals (TextEncoder, streams, timers)'
  return url
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parentOf = new Map()
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id)
const selfUs = new Map()
profile.samples.forEach((id, index) =>
  selfUs.set(id, (selfUs.get(id) ?? 0) + profile.timeDeltas[index]),
)

let totalUs = 0
const byOrigin = new Map()
const inclusive = new Map()
for (const [id, us] of selfUs) {
  const node = nodes.get(id)
  if (['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue
  totalUs += us
  const origin = originOf(node.callFrame)
  byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + us)
  // Inclusive time of our own functions: each function once per stack (recursion).
  const seen = new Set()
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const frame = nodes.get(at).callFrame
    if (frame.url !== bundleUrl || !frame.functionName || seen.has(frame.functionName)) continue
    seen.add(frame.functionName)
    inclusive.set(frame.functionName, (inclusive.get(frame.functionName) ?? 0) + us)
  }
}
const perRender = (us) => Number((us / 1000 / iterations).toFixed(3))
process.stdout.write(
  JSON.stringify({
    msPerRender: perRender(totalUs),
    byOrigin: [...byOrigin]
      .sort((a, b) => b[1] - a[1])
      .map(([origin, us]) => ({ origin, ms: perRender(us), share: us / totalUs })),
    srcInclusive: [...inclusive]
      .filter(([name]) => name !== 'renderPage')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, us]) => ({ name, ms: perRender(us) })),
  }),
)
