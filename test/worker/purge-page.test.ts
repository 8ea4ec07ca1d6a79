import { describe, expect, it } from 'vitest'
import { freshCmsForEachTest, get, parseDocument, post, withoutScripts } from './helpers'
import {
  ALL_KEYS,
  INITIAL_EN,
  ABOUT_EN,
  PRODUCTS,
  PRODUCTS_PAGE_2,
  PRODUCTS_SORTED,
  SHOP_CONFIG,
  SHOP_CONFIG_EN,
  TOKEN,
  allBut,
  purgeLog,
  remaining,
  seedPages,
  warm,
} from './purge-fixtures'

/**
 * The editors' page at /_cache as a browser without JavaScript uses it: a form posted with the
 * token in a password field. test/e2e/purge-page.spec.ts drives it with JavaScript in Chromium.
 */
freshCmsForEachTest(seedPages)

const PAGE = 'http://localhost/_cache'

const postForm = (
  fields: Record<string, string>,
  url = PAGE,
  headers: Record<string, string> = {},
) =>
  post(url, new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    ...headers,
  })

/** The ids every label points at, and the ids of the form's fields. */
const labelledFields = (html: string) => ({
  labels: [...html.matchAll(/<label for="([^"]+)"/g)].map((match) => match[1]).sort(),
  fields: [...html.matchAll(/<(?:input|textarea|select) [^>]*id="([^"]+)"/g)]
    .map((match) => match[1])
    .sort(),
})

describe('editors purge page', () => {
  it('renders an accessible sign-in form alone, never cached or indexed, whose script carries the CSP nonce', async () => {
    const response = await get(PAGE)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true)
    const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce).toBeTruthy()
    const scripts = parseDocument(html).scripts
    expect(scripts).toEqual([{ nonce }])
    expect(html).toContain('<form id="purge-form" action="/_cache" method="post">')
    const { labels, fields } = labelledFields(html)
    expect(labels).toEqual(fields)
    expect(fields).toEqual(['purge-token'])
    expect(html).toContain('<div id="purge-status" role="status" aria-live="polite"></div>')
    const tokenInput = html.match(/<input id="purge-token"[^>]*>/)?.[0] ?? ''
    expect(tokenInput).toContain('type="password"')
    expect(tokenInput).toContain('name="token"')
    expect(tokenInput).not.toContain('value=')
    expect(html).toMatch(/<button [^>]*value="log"[^>]*>Sign in<\/button>/)
    expect(html).not.toContain('<option')
    expect(html).not.toContain('purge-log')
  })

  it('shows the purge form and the log to a bearer token, with every field labelled', async () => {
    const response = await get(PAGE, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    const { labels, fields } = labelledFields(html)
    expect(labels).toEqual(fields)
    expect(fields).toEqual(
      [
        'purge-scope',
        'purge-sku-site',
        'purge-skus',
        'purge-token',
        'purge-urls',
        'purge-what-scope',
        'purge-what-skus',
        'purge-what-urls',
      ].sort(),
    )
    expect(html.match(/<legend>/g)).toHaveLength(2)
    expect(withoutScripts(html)).toContain('No purges yet.')
    expect(html).not.toContain(TOKEN)
  })

  it('offers every site and each language of a multilingual one, this host’s site chosen', async () => {
    const html = await (
      await get('http://litozin.localhost/_cache', {
        headers: { authorization: `Bearer ${TOKEN}` },
      })
    ).text()
    expect(html).toContain('<option value="site:litozin-de" selected="">')
    expect(html).toContain('<option value="locale:en:vitalis-de">')
    expect(html).toContain('<option value="catalogue:queisser-de">')
    expect(html).not.toContain('locale:de:litozin-de') // one language: the site is the choice
  })

  it('purges the addresses posted with the token and shows what went and the log, never the token', async () => {
    await warm()
    const response = await postForm({
      token: TOKEN,
      action: 'purge',
      what: 'urls',
      urls: 'http://localhost/produkte\r\n\r\n/en/about-us\r\n',
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    const gone = [PRODUCTS, PRODUCTS_PAGE_2, PRODUCTS_SORTED, ABOUT_EN]
    expect(await remaining()).toEqual({ kv: allBut(...gone), d1: allBut(...gone) })
    const status = html.match(/<div id="purge-status"[^>]*>([\s\S]*?)<\/div><section/)?.[1] ?? ''
    expect(status).toContain(
      'Removed here: 4 cache entries for vitalis-de/produkte, vitalis-de/en/about-us',
    )
    expect(status).toContain('(as default)')
    for (const key of gone) expect(status).toContain(`<code>${key}</code>`)
    expect(html).toContain('<td>default</td>')
    expect(html).toContain('<td>urls: vitalis-de/produkte, vitalis-de/en/about-us</td>')
    expect(html).not.toContain(TOKEN)
  })

  it('purges a language of a site chosen from the list', async () => {
    await warm()
    const response = await postForm({ token: TOKEN, what: 'scope', scope: 'locale:en:vitalis-de' })
    expect(response.status).toBe(200)
    await response.text()
    expect(await remaining()).toEqual({
      kv: allBut(ABOUT_EN, INITIAL_EN),
      d1: allBut(ABOUT_EN, INITIAL_EN),
    })
  })

  it('takes the token as a bearer header, as the page script sends it', async () => {
    await warm()
    const response = await postForm({ what: 'urls', urls: '/en/about-us' }, PAGE, {
      authorization: `Bearer ${TOKEN}`,
    })
    expect(response.status).toBe(200)
    await response.text()
    expect((await remaining()).kv).toEqual(allBut(ABOUT_EN))
  })

  it('answers 401 with the sign-in form, no log and nothing purged when the token is wrong', async () => {
    await warm()
    const wrong = 'wrong-token-1234567890'
    const response = await postForm({ token: wrong, what: 'urls', urls: '/produkte' })
    expect(response.status).toBe(401)
    const html = await response.text()
    expect(html).toContain('Unknown purge token')
    expect(labelledFields(html).fields).toEqual(['purge-token'])
    expect(html).not.toContain('purge-log')
    expect(html).not.toContain(wrong)
    expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })
    expect(await purgeLog()).toEqual([])
  })

  it('answers 400 naming the problem and keeps what was typed, escaped, when an address is bad', async () => {
    await warm()
    const typed = 'https://www.example.org/<script>alert(1)</script>'
    const response = await postForm({ token: TOKEN, what: 'urls', urls: typed })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Nothing was purged.')
    expect(html).toContain('No site is served at www.example.org')
    expect(withoutScripts(html)).not.toContain('<script>alert(1)')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</textarea>')
    expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })
  })

  it('purges by sku from the products field, and logs it', async () => {
    await warm()
    const response = await postForm({
      token: TOKEN,
      what: 'skus',
      skus: 'VIT-D3, MAG-400',
      skuSite: 'vitalis-de',
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<td>sku: vitalis-de sku VIT-D3, MAG-400</td>')
    expect(await purgeLog()).toHaveLength(1)
  })

  it('lists the recent purges when asked to with the token, purging nothing', async () => {
    await warm()
    await (await postForm({ token: TOKEN, what: 'scope', scope: 'catalogue:vitalis-de' })).text()
    const response = await postForm({
      token: TOKEN,
      action: 'log',
      what: 'urls',
      urls: '/produkte',
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('The latest purges are listed below')
    expect(html).toContain('<td>catalogue: vitalis-de catalogue</td>')
    expect(await purgeLog()).toHaveLength(1)
    // The catalogue purge took the site's shop configuration of each store view, catalogue
    // entries; the log took nothing.
    expect((await remaining()).kv).toEqual(allBut(SHOP_CONFIG, SHOP_CONFIG_EN))
  })
})
