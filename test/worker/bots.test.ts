import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { FakeCms } from './fake-cms'
import { answerProductsPage, bootstrapOf, freshCmsForEachTest, get } from './helpers'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const BOTS = [
  ['Googlebot', GOOGLEBOT],
  [
    'Bingbot in capitals',
    'Mozilla/5.0 (compatible; BINGBOT/2.0; +http://www.bing.com/bingbot.htm)',
  ],
  [
    'Lighthouse',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  ],
  ['lighthouse in lower case', 'lighthouse/12.0'],
  [
    'facebookexternalhit',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  ],
  ['Google-InspectionTool', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)'],
  [
    'Google Read Aloud',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (compatible; Google-Read-Aloud)',
  ],
] as const

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  answerProductsPage(cms)
})

/** What a bot must get on an error: the status, a short text, noindex, and no HTML. */
const expectPlainError = async (response: Response, status: number, message: string) => {
  expect(response.status).toBe(status)
  expect(response.headers.get('x-robots-tag')).toBe('noindex')
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  const body = await response.text()
  expect(body).toBe(`${status} ${message}`)
  expect(body).not.toMatch(/<html|<body|<script/i)
}

describe('bot user agents', () => {
  it.each(BOTS)('gets the whole document when %s requests a page', async (_, userAgent) => {
    const response = await get('http://localhost/produkte', { userAgent })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
    expect(bootstrapOf(html).payload).toMatchObject({ kind: 'page', page: { id: 5 } })
  })

  it.each(BOTS)(
    'gets plain text, not the error page, when %s hits a failed route check',
    async (_, userAgent) => {
      const response = await get('http://localhost/%ZZ', { userAgent })
      await expectPlainError(response, 404, 'Page Not Found: /%ZZ')
    },
  )

  it('gets plain text 502 with noindex when the CMS is down', async () => {
    cms.fault = 'down'
    const response = await get('http://localhost/produkte', { userAgent: GOOGLEBOT })
    expect(response.status).toBe(502)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const body = await response.text()
    expect(body).toMatch(/^502 (The content service is unreachable|Initial Data is unavailable)/)
    expect(body).not.toMatch(/<html/i)
  })

  it('gets plain text 502 with the message when the CMS cannot deliver the page', async () => {
    cms.set('vitalis-de', '/produkte', { down: true })
    const response = await get('http://localhost/produkte', { userAgent: GOOGLEBOT })
    await expectPlainError(response, 502, 'The content service is unreachable')
  })

  it('gets plain text with the status when initial data is unavailable', async () => {
    cms.set('vitalis-de', '/?type=834', { status: 503, body: {} })
    cms.set('vitalis-de', '/initial-data.json', { status: 503, body: {} })
    const response = await get('http://localhost/produkte', { userAgent: GOOGLEBOT })
    await expectPlainError(response, 503, 'Initial Data is unavailable')
  })

  it('gets plain text 404 with noindex, not the HTML error page, when the CMS has no such page', async () => {
    const response = await get('http://localhost/gibt-es-nicht', { userAgent: GOOGLEBOT })
    await expectPlainError(response, 404, 'Page not found: /gibt-es-nicht')
  })

  it('still follows a CMS redirect when the user agent is a bot', async () => {
    cms.set('vitalis-de', '/alt', { status: 200, body: { redirectUrl: '/neu', statusCode: 301 } })
    const response = await get('http://localhost/alt', { userAgent: GOOGLEBOT })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/neu')
  })
})

describe('browser user agents', () => {
  it('gets the HTML error page when the route check fails', async () => {
    const response = await get('http://localhost/%ZZ')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('x-robots-tag')).toBeNull()
    const html = await response.text()
    expect(html).toContain('<html')
    expect(bootstrapOf(html).error).toMatchObject({ status: 404, message: 'Page Not Found: /%ZZ' })
  })

  it('gets the HTML error page when the CMS is down', async () => {
    cms.set('vitalis-de', '/produkte', { down: true })
    const response = await get('http://localhost/produkte')
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('<html')
  })

  it('gets the HTML not-found page when the CMS has no such page', async () => {
    const response = await get('http://localhost/gibt-es-nicht')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('<html')
  })

  it.each([
    ['no user agent', undefined],
    [
      'a phone browser',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Mobile/15E148 Safari/604.1',
    ],
  ])('treats a request with %s as a shopper', async (_, userAgent) => {
    const response = await SELF.fetch('http://localhost/%ZZ', {
      headers: userAgent ? { 'user-agent': userAgent } : {},
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    await response.text()
  })
})
