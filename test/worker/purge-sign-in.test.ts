import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { sitesOf } from '../../src/worker/middleware/site'
import { PURGE_AUTH_LIMIT } from '../../src/worker/purge/auth-limit'
import { freshCmsForEachTest, get, post } from './helpers'
import { ALL_KEYS, PURGE, TOKEN, remaining, seedPages, warm } from './purge-fixtures'

/**
 * The editors' page says nothing about the sites before a valid token, and wrong tokens are
 * limited per client address (src/worker/purge/auth-limit.ts), on the page and the API alike.
 */
freshCmsForEachTest(seedPages)

const PAGE = 'http://localhost/_cache'
const MAX = PURGE_AUTH_LIMIT.maxFailures
const WRONG = 'wrong-token-0123456789abcdef'

/** Every site id and hostname of wrangler.toml, as the worker reads them. */
const SITES = sitesOf(env.SITES)
const NAMES = [...SITES.map((site) => site.id), ...SITES.flatMap((site) => site.hostnames)]

const from = (ip: string, token?: string): Record<string, string> => ({
  'cf-connecting-ip': ip,
  ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
})

const signIn = (ip: string, token: string) =>
  post(PAGE, new URLSearchParams({ token, action: 'log' }).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    'cf-connecting-ip': ip,
  })

const purgeFrom = (ip: string, token: string) =>
  post(PURGE, { scope: 'path', site: 'vitalis-de', path: '/produkte' }, from(ip, token))

/** Sends `MAX` wrong tokens from `ip`, each refused as unknown. */
const failAll = async (ip: string, send: (ip: string, token: string) => Promise<Response>) => {
  for (let attempt = 0; attempt < MAX; attempt += 1) {
    const response = await send(ip, `${WRONG}-${attempt}`)
    expect(response.status).toBe(401)
    await response.text()
  }
}

const expectLimited = async (response: Response) => {
  expect(response.status).toBe(429)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return response.text()
}

describe('the editors page before a token', () => {
  it('names no site id and no hostname of any site to an anonymous GET', async () => {
    expect(NAMES.length).toBeGreaterThan(6)
    const response = await get('http://litozin.localhost/_cache')
    expect(response.status).toBe(200)
    const html = await response.text()
    for (const name of NAMES) expect(html).not.toContain(name)
    expect(html).not.toContain('<select')
  })

  it('names no site to a wrong token either', async () => {
    const response = await signIn('192.0.2.1', WRONG)
    expect(response.status).toBe(401)
    const html = await response.text()
    for (const name of NAMES) expect(html).not.toContain(name)
  })

  it('shows every site once the token is good', async () => {
    const response = await signIn('192.0.2.1', TOKEN)
    expect(response.status).toBe(200)
    const html = await response.text()
    for (const site of SITES) expect(html).toContain(`value="site:${site.id}"`)
    expect(html).toContain('Recent purges')
    expect(html).not.toContain(TOKEN)
  })
})

describe('wrong purge tokens per client', () => {
  it('refuses the page with 429 after the limit, then the good token too, but not another address', async () => {
    await failAll('192.0.2.1', signIn)

    const html = await expectLimited(await signIn('192.0.2.1', WRONG))
    expect(html).toContain('Too many wrong purge tokens from your address')
    expect(html).not.toContain('<select')
    const good = await expectLimited(await signIn('192.0.2.1', TOKEN))
    for (const name of NAMES) expect(good).not.toContain(name)
    await expectLimited(await get(PAGE, { headers: from('192.0.2.1', TOKEN) }))

    const other = await signIn('198.51.100.7', TOKEN)
    expect(other.status).toBe(200)
    expect(await other.text()).toContain('value="site:vitalis-de"')
  })

  it('limits the purge API the same way, purging nothing while limited', async () => {
    await warm()
    await failAll('192.0.2.2', purgeFrom)

    const limited = await purgeFrom('192.0.2.2', TOKEN)
    expect(JSON.parse(await expectLimited(limited))).toEqual({
      error: expect.stringMatching(/^Too many wrong purge tokens/),
    })
    await expectLimited(
      await get('http://localhost/_cache/log', { headers: from('192.0.2.2', TOKEN) }),
    )
    expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })

    const other = await purgeFrom('198.51.100.8', TOKEN)
    expect(other.status).toBe(200)
    await other.text()
  })

  it('counts the page and the API together, and never counts a good token or none', async () => {
    for (let attempt = 0; attempt < 3 * MAX; attempt += 1) {
      const response = await purgeFrom('192.0.2.3', TOKEN)
      expect(response.status).toBe(200)
      await response.text()
      const anonymous = await post(PURGE, { scope: 'all' }, from('192.0.2.3'))
      expect(anonymous.status).toBe(401)
      await anonymous.text()
    }
    await failAll('192.0.2.3', (ip, token) =>
      (Number(token.at(-1)) % 2 ? signIn : purgeFrom)(ip, token),
    )
    await expectLimited(await purgeFrom('192.0.2.3', TOKEN))
  })
})
