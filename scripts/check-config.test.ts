// `npm run check:config`, which every deploy runs first: the committed environments pass, and a
// typo an operator makes in one site's entry stops it with a line naming the site and the field.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ENVIRONMENTS, checkEnvironment } from './lib/config-check.mjs'

const root = join(import.meta.dirname, '..')
const committed = readFileSync(join(root, 'wrangler.toml'), 'utf8')
const scratch = mkdtempSync(join(tmpdir(), 'check-config-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** wrangler.toml with each [search, replacement] applied once (each must match). */
const configWith = (name: string, ...edits: [string, string][]): string => {
  let text = committed
  for (const [search, replacement] of edits) {
    if (!text.includes(search)) throw new Error(`wrangler.toml no longer contains ${search}`)
    text = text.replace(search, replacement)
  }
  const path = join(scratch, `${name}.toml`)
  writeFileSync(path, text)
  return path
}

const checkConfig = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/check-config.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    timeout: 60_000,
  })

describe('the committed wrangler.toml', () => {
  it.each(ENVIRONMENTS)('passes in the %s environment', async (environment) => {
    expect(await checkEnvironment(environment)).toEqual([])
  })
})

describe('a broken entry', () => {
  it('names the site and the field of a missing store view, in every environment it breaks', async () => {
    const config = configWith('no-store-views', [', storeViews = { de = "litozin_de" } }', ' }'])
    expect(await checkEnvironment('development', { config })).toEqual([
      expect.stringMatching(/^site litozin-de: shop\.storeViews: /),
    ])
    expect(await checkEnvironment('production', { config })).toEqual([])
  })

  it('refuses a hostname written as an address, and the route left without a site', async () => {
    const config = configWith('hostname-typo', [
      'hostnames = ["www.stozzon.example"]',
      'hostnames = ["https://www.stozzon.example/"]',
    ])
    expect(await checkEnvironment('production', { config })).toEqual([
      expect.stringMatching(/^site stozzon-de: hostnames\[0\]: a hostname such as/),
      '[env.production] routes: www.stozzon.example/* is routed to the worker but no site serves it',
    ])
  })

  it('refuses a hostname listed twice, a plain-http upstream and a route without a site', async () => {
    const config = configWith(
      'deployed-mistakes',
      ['hostnames = ["www.litozin.example"]', 'hostnames = ["www.vitalis.example"]'],
      ['baseUrl = "https://cms.queisser.example"', 'baseUrl = "http://cms.queisser.example"'],
    )
    expect(await checkEnvironment('production', { config })).toEqual([
      'site litozin-de: hostnames: www.vitalis.example is listed by site vitalis-de too',
      'site queisser-de: cms.baseUrl: http://cms.queisser.example is not https',
      '[env.production] routes: www.litozin.example/* is routed to the worker but no site serves it',
    ])
  })

  it('refuses a per-locale page link that misses a locale of the site', async () => {
    const config = configWith('page-link', [
      'cart = { de = "/warenkorb", en = "/cart" }',
      'cart = { de = "/warenkorb", eng = "/cart" }',
    ])
    expect(await checkEnvironment('development', { config })).toEqual([
      'site vitalis-de: pageLinks.cart: names no path for locale en',
      'site typo3: pageLinks.cart: names no path for locale en',
    ])
  })
})

describe('npm run check:config', () => {
  it('exits 0 over the committed environments, saying so for each', () => {
    const result = checkConfig()
    expect(result.status, result.stderr).toBe(0)
    for (const environment of ENVIRONMENTS)
      expect(result.stdout).toContain(`✓ ${environment}: configuration valid`)
  })

  it('exits 1 naming the problem of a broken configuration', () => {
    const config = configWith('cli', [', storeViews = { de = "stozzon_de" } }', ' }'])
    const result = checkConfig('--config', config, '--env', 'development')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('✗ development: 1 problem(s):')
    expect(result.stderr).toMatch(/- site stozzon-de: shop\.storeViews: /)
  })

  it('refuses, for a deploy, the placeholder ids operators are to fill in', () => {
    const result = checkConfig('--env', 'production', '--deploy')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('so nothing is deployed')
    expect(result.stderr).toContain('UPSTREAM_CACHE: id is still the placeholder')
  })

  it('refuses an environment wrangler.toml does not have', () => {
    const result = checkConfig('--env', 'prodution')
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('no environment "prodution"')
  })
})
