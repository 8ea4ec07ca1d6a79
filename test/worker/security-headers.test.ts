import { describe, expect, it } from 'vitest'
import { CHECK_VERSION_MAX_BYTES } from '../../src/worker/routes/check-version'
import { freshCmsForEachTest, get, post } from './helpers'

freshCmsForEachTest(() => undefined)

const HTML_ANSWERS = [
  ['a page', 'localhost/'],
  ['the not-found page', 'localhost/gibt-es-nicht'],
  ['a malformed address', 'localhost/a/%E0%A4%A'],
  ["the editors' purge page", 'localhost/_cache'],
] as const

describe('security headers', () => {
  it.each(HTML_ANSWERS)('sends Permissions-Policy with %s', async (_, address) => {
    const response = await get(`http://${address}`)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const policy = response.headers.get('permissions-policy')
    expect(policy).toContain('camera=()')
    expect(policy).toContain('microphone=()')
    expect(policy).toContain('payment=()')
  })

  it.each(HTML_ANSWERS)(
    'sends Strict-Transport-Security with %s over https',
    async (_, address) => {
      const response = await get(`https://${address}`)
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000')
    },
  )

  it('never sends Strict-Transport-Security over plain http (it would pin a dev host to https)', async () => {
    const response = await get('http://localhost/')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('sends Strict-Transport-Security on JSON answers over https too', async () => {
    const response = await get('https://localhost/_payload.json')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000')
  })
})

describe('check-version body limit', () => {
  it('answers 413 JSON past the limit, whatever the body holds', async () => {
    const body = JSON.stringify({ version: 'x', padding: 'p'.repeat(CHECK_VERSION_MAX_BYTES) })
    const response = await post('http://localhost/check-version', body)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Body too large' })
  })

  it('answers a body just under the limit as usual', async () => {
    const padding = 'p'.repeat(CHECK_VERSION_MAX_BYTES - 100)
    const response = await post('http://localhost/check-version', { version: 'x', padding })
    expect(response.status).toBe(200)
  })
})
