// Worker upload size: what `wrangler deploy` would upload for production, measured offline with
// --dry-run. Workers limits apply to the gzip figure (https://developers.cloudflare.com/workers/platform/limits/#worker-size),
// and a bigger script costs startup time on every cold isolate.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describeContributors, topContributors } from '../lib/metafile.mjs'
import { run } from '../../scripts/lib/proc.mjs'
import { budgeted, failed } from '../lib/table.mjs'

const BUDGET_GZIP_KIB = 400
const TOTAL = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/

export const measureWorkerUpload = async ({ root, tmp, wranglerEnv }) => {
  const outdir = join(tmp, 'worker-dry-run')
  const metafile = join(outdir, 'meta.json')
  const result = await run(
    join(root, 'node_modules/.bin/wrangler'),
    [
      'deploy',
      '--dry-run',
      '--minify',
      '--env',
      'production',
      '--outdir',
      outdir,
      '--metafile',
      metafile,
    ],
    // NODE_ENV unset on purpose: wrangler then bundles for 'deploy' as production, as it ships.
    { cwd: root, env: { ...wranglerEnv, NODE_ENV: '' }, timeoutMs: 90_000 },
  )
  const match = TOTAL.exec(result.stdout + result.stderr)
  if (!match) {
    return [
      failed({
        id: 'worker.upload.gzip',
        figure: 'Worker upload (wrangler --dry-run --minify, gzip)',
        error: `no 'Total Upload' in wrangler's output (exit ${result.code}): ${result.stderr.slice(-500)}`,
        budgetText: `≤ ${BUDGET_GZIP_KIB} KiB`,
      }),
    ]
  }
  const [raw, gzip] = [Number(match[1]), Number(match[2])]
  let note = null
  try {
    const meta = JSON.parse(await readFile(metafile, 'utf8'))
    const output = Object.values(meta.outputs).find((each) => each.entryPoint)
    note = `Minified ${raw} KiB; biggest parts: ${describeContributors(topContributors(output, 5), output.bytes)}`
  } catch {
    // The breakdown is a help, not the figure.
  }
  return [
    budgeted({
      id: 'worker.upload.gzip',
      figure: 'Worker upload (wrangler --dry-run --minify, gzip)',
      value: gzip,
      unit: 'KiB',
      display: `${gzip} KiB (raw ${raw} KiB)`,
      op: '<=',
      limit: BUDGET_GZIP_KIB,
      note,
    }),
  ]
}
