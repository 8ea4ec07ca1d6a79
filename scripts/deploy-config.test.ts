// The deployable environments of wrangler.toml, checked as a deploy would read them: the config
// validates (`wrangler deploy --dry-run`, bundling the worker and its assets, no account needed),
// and its SITES registry passes the worker's own schema, so a broken registry fails here and not
// as a 500 on every page after `npm run deploy`.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'
import { checkEnvironment } from './lib/config-check.mjs'

const root = join(import.meta.dirname, '..')
const ENVIRONMENTS = ['staging', 'production'] as const

const configOf = (environment: string) =>
  unstable_readConfig({ config: join(root, 'wrangler.toml'), env: environment })

describe.each(ENVIRONMENTS)('the %s environment', (environment) => {
  const config = configOf(environment)

  it('bundles and validates with `wrangler deploy --dry-run`', () => {
    const result = spawnSync(
      join(root, 'node_modules/.bin/wrangler'),
      [
        'deploy',
        '--dry-run',
        '--env',
        environment,
        '--outdir',
        join(root, 'build/dry-run', environment),
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
        timeout: 120_000,
      },
    )
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('--dry-run: exiting now.')
    expect(result.stdout).toMatch(/env\.UPSTREAM_CACHE .*KV Namespace/)
    expect(result.stdout).toMatch(/env\.DB .*D1 Database/)
    expect(result.stdout).toMatch(/env\.ASSETS .*Assets/)
    expect(result.stdout).toContain(`env.ENVIRONMENT ("${environment}")`)
  }, 180_000)

  it('names itself in ENVIRONMENT and has its own KV namespace and D1 database', () => {
    expect(config.vars.ENVIRONMENT).toBe(environment)
    expect(config.kv_namespaces.map((namespace: { binding: string }) => namespace.binding)).toEqual(
      ['UPSTREAM_CACHE'],
    )
    const [database] = config.d1_databases
    expect(database).toMatchObject({ binding: 'DB', migrations_dir: 'migrations' })
  })

  it('passes the configuration check a deploy runs (scripts/lib/config-check.mjs)', async () => {
    expect(await checkEnvironment(environment)).toEqual([])
  })
})
