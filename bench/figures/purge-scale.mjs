// A site purge over a generated index of 50,000 keys: its wall time and the
// largest number of KV operations one invocation made. Measured by the workerd test that proves
// the limits (test/worker/purge-scale.test.ts): local KV and D1 in workerd, every invocation (the
// purge request, then one queue consumer invocation per batch) with its own KV that counts
// operations and calls in flight and refuses more than Cloudflare allows (1,000 operations, 6
// connections). The wall time is local (workerd's SQLite-backed KV and D1 on this machine), not
// Cloudflare's; the operations per invocation are what production sees.
import { join } from 'node:path'
import { run } from '../../scripts/lib/proc.mjs'
import { budgeted, failed, info } from '../lib/table.mjs'

const LINE = /PURGE_FIGURE (\{.*\})/
/** Cloudflare's limit is 1,000 (https://developers.cloudflare.com/kv/platform/limits/); a batch keeps half free. */
const BUDGET_OPERATIONS = 500

export const measurePurgeScale = async ({ root, wranglerEnv }) => {
  const figure = 'Site purge of 50,000 keys (workerd, limits enforced)'
  const result = await run(
    join(root, 'node_modules/.bin/vitest'),
    ['run', '--project', 'worker', 'test/worker/purge-scale.test.ts', '-t', '50,000'],
    { cwd: root, env: wranglerEnv, timeoutMs: 180_000 },
  )
  const match = LINE.exec(result.stdout + result.stderr)
  if (result.code !== 0 || !match) {
    const error = `the test failed or printed no figure (exit ${result.code}): ${(result.stdout + result.stderr).slice(-400)}`
    return [failed({ id: 'purge.site-50k.wall', figure, error })]
  }
  const measured = JSON.parse(match[1])
  return [
    // No budget: local KV and D1 on a shared machine (33 s idle, 92 s at load average 12).
    info({
      id: 'purge.site-50k.wall',
      figure: `${figure}: wall time`,
      value: measured.wallMs / 1000,
      unit: 's',
      display: `${(measured.wallMs / 1000).toFixed(1)} s`,
      note: `${measured.keys} keys in ${measured.invocations} invocations (the request, then one queue batch each); seeding took ${(measured.seedMs / 1000).toFixed(1)} s`,
    }),
    budgeted({
      id: 'purge.site-50k.kv-ops',
      figure: `${figure}: most KV operations in one invocation`,
      value: measured.maxOperations,
      unit: 'ops',
      op: '<=',
      limit: BUDGET_OPERATIONS,
      note: `Cloudflare allows 1,000 per invocation; at most ${measured.maxInFlight} KV calls were in flight at once (limit 6)`,
    }),
    info({
      id: 'purge.site-50k.invocations',
      figure: `${figure}: invocations`,
      value: measured.invocations,
      unit: '',
    }),
  ]
}
