import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshCmsForEachTest, getWithEnv } from './helpers'
import { ALL_KEYS, LOG, PURGE, TOKEN, purgeLog, remaining, seedPages, warm } from './purge-fixtures'

/**
 * Named tokens (src/worker/purge/editor-tokens.ts): PURGE_TOKEN_<NAME> secrets beside the older
 * PURGE_TOKEN; the log names the holder of the token that matched.
 */
freshCmsForEachTest(seedPages)
afterEach(() => vi.restoreAllMocks())

const JANA = 'jana-0123456789abcdef0123456789abcdef'
const HOOK = 'hook-fedcba9876543210fedcba9876543210'
const NAMED = { PURGE_TOKEN_JANA: JANA, PURGE_TOKEN_TYPO3_HOOK: HOOK }

/** Calls the worker with extra secrets (SELF has only those of vitest.config.ts). */
const request = (
  url: string,
  secrets: Record<string, string>,
  init: { method?: string; token?: string; body?: unknown } = {},
) =>
  getWithEnv(url, secrets as Partial<typeof env>, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })

const purgeAll = (secrets: Record<string, string>, token: string) =>
  request(PURGE, secrets, { token, body: { scope: 'path', site: 'vitalis-de', path: '/ratgeber' } })

describe('named purge tokens', () => {
  it('logs each purge under the name of the token used', async () => {
    await warm()
    expect((await purgeAll(NAMED, JANA)).response.status).toBe(200)
    expect((await purgeAll(NAMED, HOOK)).response.status).toBe(200)
    expect((await purgeAll(NAMED, TOKEN)).response.status).toBe(200)
    expect((await purgeLog()).map((row) => row.actor)).toEqual(['jana', 'typo3-hook', 'default'])
  })

  it('answers the editor by name on the log too', async () => {
    const { response, body } = await request(LOG, NAMED, { method: 'GET', token: JANA })
    expect(response.status).toBe(200)
    expect(JSON.parse(body)).toMatchObject({ editor: 'jana', entries: [] })
  })

  it('works with named tokens only when the single PURGE_TOKEN is gone', async () => {
    const { response, body } = await purgeAll({ ...NAMED, PURGE_TOKEN: '' }, HOOK)
    expect(response.status).toBe(200)
    expect(JSON.parse(body)).toMatchObject({ editor: 'typo3-hook' })
    expect((await purgeAll({ ...NAMED, PURGE_TOKEN: '' }, TOKEN)).response.status).toBe(401)
  })

  it.each([
    ['an unknown token', 'not-a-token-of-anyone-at-all-000000'],
    ['a prefix of a token', JANA.slice(0, -1)],
    ['a token with one more character', `${JANA}0`],
    ['a secret name instead of a token', 'PURGE_TOKEN_JANA'],
  ])('answers 401 with invalid_token and removes nothing for %s', async (_, token) => {
    await warm()
    const { response, body } = await purgeAll(NAMED, token)
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer realm="cache purge", error="invalid_token"',
    )
    expect(JSON.parse(body)).toEqual({ error: 'Unknown purge token' })
    expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })
    expect(await purgeLog()).toEqual([])
  })

  it('answers 401 on the log without a token', async () => {
    const { response } = await request(LOG, NAMED, { method: 'GET' })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="cache purge"')
  })

  it('compares the token with every configured one in constant time, also after a match', async () => {
    const subtle = crypto.subtle as unknown as {
      timingSafeEqual: (a: ArrayBuffer, b: ArrayBuffer) => boolean
    }
    const compare = vi.spyOn(subtle, 'timingSafeEqual')
    const configured = Object.entries({ ...env, ...NAMED }).filter(
      ([name, value]) => /^PURGE_TOKEN(_[A-Za-z0-9_]+)?$/.test(name) && value !== '',
    ).length
    expect(configured).toBeGreaterThanOrEqual(3)
    // One token matches; every other one is compared all the same.
    expect((await purgeAll(NAMED, JANA)).response.status).toBe(200)
    expect(compare).toHaveBeenCalledTimes(configured)
    expect(compare.mock.results.filter((result) => result.value === true)).toHaveLength(1)
    // Of equal length whatever the tokens' lengths: both sides are SHA-256 digests.
    for (const [a, b] of compare.mock.calls) {
      expect([a.byteLength, b.byteLength]).toEqual([32, 32])
    }
    compare.mockClear()
    expect((await purgeAll(NAMED, 'short')).response.status).toBe(401)
    expect(compare).toHaveBeenCalledTimes(configured)
  })
})
