import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { SHOP } from './helpers'

const preflight = (origin: string) =>
  SELF.fetch(`${SHOP}/vitalis/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization,store',
    },
  })

describe('CORS', () => {
  it.each([
    'http://localhost:8787',
    'http://at.localhost:8787',
    'http://litozin.localhost:8787',
    'http://queisser.localhost:8787',
    'http://stozzon.localhost:8787',
    'http://127.0.0.1:8787',
  ])('allows the storefront origin %s with credentials', async (origin) => {
    const response = await preflight(origin)
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type,authorization,store',
    )
  })

  it('does not allow other origins', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'https://localhost:8787',
    ]) {
      const response = await preflight(origin)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    }
  })

  it('answers real requests with the origin and credentials', async () => {
    const response = await SELF.fetch(`${SHOP}/vitalis/graphql`, {
      method: 'POST',
      headers: { origin: 'http://localhost:8787', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(search: "zink") { total_count } }' }),
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8787')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('vary')).toMatch(/origin/i)
    await response.text()
  })
})

describe('product images', () => {
  it('draws a packshot in the brand colours', async () => {
    const response = await SELF.fetch(`${SHOP}/litozin/images/LIT-KOLLAGEN.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('#b3361a')
    expect(svg).toContain('LITOZIN')
    expect(svg).toContain('Kollagen')
    expect(svg).toContain('120 Kapseln')
  })

  it('answers 404 for unknown or foreign SKUs', async () => {
    for (const path of [
      'vitalis/images/NOPE.svg',
      'vitalis/images/LIT-KOLLAGEN.svg',
      'vitalis/images/VIT-B12.png',
      'vitalis/images/NOPE.jpg',
      'vitalis/images/LIT-KOLLAGEN.jpg',
      'vitalis/images/VIT-B12.webp',
      'vitalis/images/VIT-B12.front.jpg',
    ]) {
      const response = await SELF.fetch(`${SHOP}/${path}`)
      expect(response.status).toBe(404)
      await response.text()
    }
  })
})

describe('shop index', () => {
  it('lists the brand shops', async () => {
    const body = await (await SELF.fetch(SHOP)).json()
    expect(body).toEqual({
      name: 'vitalis-demo-shop',
      shops: [
        '/shop/vitalis/graphql',
        '/shop/litozin/graphql',
        '/shop/queisser/graphql',
        '/shop/stozzon/graphql',
      ],
    })
  })
})
