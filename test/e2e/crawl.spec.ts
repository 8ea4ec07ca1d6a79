import { request as httpRequest } from 'node:http'
import { HtmlValidate } from 'html-validate'
import { expect, test } from './fixtures'

/**
 * A shopper never meets a dead link: every page a link of the four demo
 * sites leads to answers 200, from each home page on, in every language; the pages of each
 * sitemap answer 200; and every page the header's navigation reaches is in the sitemap. Fetched
 * as a crawler would, without a browser: the server's HTML is what a link is made of. The same
 * HTML is valid: html-validate's standard and document rules, without two that do not
 * fit a streamed React page: heading-level (React appends a streamed boundary's HTML at the end
 * of the body and moves it into place, so the source order is not the page's; axe checks the
 * live page's heading order, ./accessibility.spec.ts) and require-sri (the scripts are the
 * site's own, from its own origin).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: { 'heading-level': 'off', 'require-sri': 'off' },
})
const BRANDS = ['localhost', 'litozin.localhost', 'queisser.localhost', 'stozzon.localhost']
/** Far above the demo's pages (about 700 addresses); reaching it means the crawl ran away. */
const MAX_PAGES = 2_000

interface Answer {
  status: number
  location: string | undefined
  body: string
}

/** A GET through the storefront on 127.0.0.1 with the site's hostname (Node has no *.localhost). */
const get = (url: URL): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: 8787,
        path: url.pathname + url.search,
        headers: { host: url.host, accept: 'text/html' },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })

const decode = (href: string) => href.replace(/&amp;/g, '&')

/** The links of a page's HTML that stay on its site: its pages, not files, feeds or views. */
const pageLinks = (html: string, base: URL): URL[] =>
  [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].flatMap(([, href = '']) => {
    if (/^(mailto|tel|javascript):/i.test(href)) return []
    const url = new URL(decode(href), base)
    if (url.host !== base.host) return []
    // Files (media, documents, images) and the storefront's own machinery are not pages.
    if (/^\/(_|build\/|media\/|cdn-cgi\/|fileadmin\/)|\.[a-z0-9]{2,4}$/i.test(url.pathname))
      return []
    url.hash = ''
    // Filter, sort and page views of a listing are views of a page the crawl reaches anyway.
    url.search = ''
    return [url]
  })

test('every link of every demo site leads to a valid page that answers', async () => {
  test.setTimeout(240_000)
  const queue = BRANDS.map((host) => new URL(`http://${host}:8787/`))
  const linkedFrom = new Map<string, string>(queue.map((url) => [url.href, 'the start']))
  const broken: string[] = []
  const invalid: string[] = []
  let fetched = 0
  while (queue.length > 0 && fetched < MAX_PAGES) {
    const url = queue.shift()!
    fetched += 1
    const answer = await get(url)
    const next =
      answer.status >= 300 && answer.status < 400 && answer.location
        ? [new URL(answer.location, url)]
        : answer.status === 200
          ? pageLinks(answer.body, url)
          : []
    if (answer.status === 200) {
      const report = await validator.validateString(answer.body)
      for (const message of report.results.flatMap((result) => result.messages)) {
        invalid.push(`${url.href}: ${message.ruleId}: ${message.message} (${message.selector})`)
      }
    }
    if (answer.status >= 400)
      broken.push(`${answer.status} ${url.href} (linked from ${linkedFrom.get(url.href)})`)
    for (const link of next) {
      if (link.host !== url.host || linkedFrom.has(link.href)) continue
      linkedFrom.set(link.href, url.href)
      queue.push(link)
    }
  }
  expect(fetched, 'the crawl stopped at its limit').toBeLessThan(MAX_PAGES)
  // Every brand, both languages of the house brand, product pages and records among them.
  expect(fetched).toBeGreaterThan(300)
  expect(broken).toEqual([])
  expect({ count: invalid.length, first: invalid.slice(0, 20) }).toEqual({ count: 0, first: [] })
})

test("every sitemap page answers 200 and holds every page the header's navigation reaches", async () => {
  test.setTimeout(120_000)
  for (const host of BRANDS) {
    const home = new URL(`http://${host}:8787/`)
    const index = await get(new URL('/sitemap.xml', home))
    expect(index.status, `${host} sitemap index`).toBe(200)
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = '']) => new URL(loc),
    )
    const listed = new Set<string>()
    for (const file of files) {
      const sitemap = await get(new URL(file.pathname, home))
      expect(sitemap.status, file.pathname).toBe(200)
      for (const [, loc = ''] of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        listed.add(new URL(decode(loc)).pathname)
      }
    }
    for (const path of listed) {
      const answer = await get(new URL(path, home))
      expect(answer.status, `${host}${path}, listed in the sitemap`).toBe(200)
    }
    for (const locale of host === 'localhost' ? ['/', '/en'] : ['/']) {
      const page = await get(new URL(locale, home))
      const header = page.body.slice(page.body.indexOf('<header'), page.body.indexOf('</header>'))
      const navigation = pageLinks(header, home)
        .map((url) => url.pathname.replace(/\/$/, '') || '/')
        // The shopper's own pages (cart, sign-in, account) are not for search engines.
        .filter((path) => !/warenkorb|cart|login|konto|account/.test(path))
      expect(navigation.length, `${host}${locale} header links`).toBeGreaterThan(3)
      for (const path of navigation) {
        expect(listed.has(path) || listed.has(`${path}/`), `${host}${path} is in the sitemap`).toBe(
          true,
        )
      }
    }
  }
})
