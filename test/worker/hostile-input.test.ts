import { describe, expect, it } from 'vitest'
import { MAX_COOKIE_HEADER_BYTES, MAX_URL_LENGTH } from '../../src/worker/middleware/request-limits'
import type { FakeCms } from './fake-cms'
import { cacheKeys, freshCmsForEachTest, get, settle } from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

/** What no answer may do: ask the CMS or write the cache. */
const expectNothingChanged = async () => {
  await settle()
  expect(cms.pageRequests()).toEqual([])
  expect(await cacheKeys()).toEqual([])
}

describe('hostile input', () => {
  it.each([
    ['//evil.example/', 'a protocol-relative path with a trailing slash'],
    ['/de//evil.example', 'a default-locale prefix before a protocol-relative path'],
    ['/\\evil.example/', 'a backslash path'],
    ['/%2F%2Fevil.example/', 'encoded slashes'],
  ])('never redirects %s off the site (%s)', async (path) => {
    const response = await get(`http://localhost${path}`)
    const location = response.headers.get('location')
    if (location !== null) expect(new URL(location, 'http://localhost').host).toBe('localhost')
    expect(response.status).toBe(404)
    await response.text()
  })

  it('still redirects a real trailing slash to the trimmed path', async () => {
    const response = await get('http://localhost/ueber-uns/?a=1')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/ueber-uns?a=1')
  })

  it('answers 414 with a short fixed text past the address length limit, asking nobody', async () => {
    const response = await get(`http://localhost/?utm=${'<x>'.repeat(MAX_URL_LENGTH / 3)}`)
    expect(response.status).toBe(414)
    expect(await response.text()).toBe('414 URI Too Long')
    await expectNothingChanged()
  })

  it('answers 414 as JSON to a payload request past the limit', async () => {
    const response = await get(`http://localhost/_payload.json?x=${'a'.repeat(MAX_URL_LENGTH)}`)
    expect(response.status).toBe(414)
    expect(await response.json()).toEqual({ error: { status: 414, message: 'URI Too Long' } })
  })

  it('answers 431 past the Cookie header limit, asking nobody', async () => {
    const response = await get('http://localhost/', {
      headers: { cookie: `junk=${'y'.repeat(MAX_COOKIE_HEADER_BYTES)}` },
    })
    expect(response.status).toBe(431)
    expect(await response.text()).toBe('431 Request Header Fields Too Large')
    await expectNothingChanged()
  })

  it.each([
    ['broken JSON', 'vitalis_cart=%7B%22broken; x=%E0%A4%A'],
    [
      'a wrong shape with markup',
      `vitalis_cart=${encodeURIComponent(
        JSON.stringify({ version: 1, state: { token: '<script>alert(1)</script>', items: 'x' } }),
      )}`,
    ],
  ])('renders the page as for a guest when the cart cookie holds %s', async (_, cookie) => {
    const response = await get('http://localhost/', { headers: { cookie } })
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain('<script>alert(1)</script>')
  })

  it('answers 404 with a plain text for a forged Host, never another site', async () => {
    for (const host of ['evil.example', 'localhost:80@evil.example', 'localhost.evil.example']) {
      const response = await get('http://localhost/', { headers: { host } })
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('Hostname not found in sites configuration')
    }
    await expectNothingChanged()
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s on a page 405 with Allow: GET, HEAD, asking nobody',
    async (method) => {
      const response = await get('http://localhost/ueber-uns', {
        method,
        ...(method === 'OPTIONS' || method === 'DELETE' ? {} : { body: 'x' }),
      })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      await response.text()
      await expectNothingChanged()
    },
  )

  it.each(['/check-version', '/_report'])(
    'answers GET %s 405 with Allow: POST, not a CMS page',
    async (path) => {
      const response = await get(`http://localhost${path}`)
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
      await response.text()
      await expectNothingChanged()
    },
  )

  it('answers HEAD on a page like GET, without a body', async () => {
    const response = await get('http://localhost/', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })

  it('never writes a header from the address: CR LF in the path stays in the 404 page, escaped', async () => {
    const response = await get('http://localhost/%0d%0aSet-Cookie:%20x=1')
    expect(response.status).toBe(404)
    expect(response.headers.get('set-cookie')).toBeNull()
    await response.text()
  })
})
