import { beforeEach, describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { element, file, initialData, language, page, seoPage } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import {
  bootstrapOf,
  bootstrapTextOf,
  freshCmsForEachTest,
  get,
  parseDocument,
  withoutScripts,
} from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

const ABOUT_US_LANGUAGES = [
  language(0, 'de-DE', '/ueber-uns', { title: 'Deutsch' }),
  language(1, 'en-DE', '/en/about-us', { title: 'English', active: 1 }),
  language(2, 'fr-FR', '/fr/a-propos', { title: 'Français', available: 0 }),
]

const render = async (url: string) => {
  const response = await get(url)
  expect(response.status).toBe(200)
  const html = await response.text()
  return { response, html, doc: parseDocument(html) }
}

const alternates = (links: Record<string, string>[]) =>
  links
    .filter((link) => link.rel === 'alternate')
    .map((link) => [link.hreflang, link.href])
    .sort()

describe('document head', () => {
  beforeEach(() => {
    cms.set('vitalis-de', '/en/about-us', {
      status: 200,
      body: page({
        id: 42,
        slug: '/en/about-us',
        title: 'About us',
        description: 'Who we are and what we make.',
        layout: 'layout-2',
        i18n: ABOUT_US_LANGUAGES,
      }),
    })
  })

  it('writes title, description, robots and social tags with their fallbacks when the CMS leaves them empty', async () => {
    const { doc } = await render('http://localhost/en/about-us')
    expect(doc.title).toBe('About us')
    expect(doc.meta).toEqual({
      viewport: 'width=device-width, initial-scale=1',
      description: 'Who we are and what we make.',
      robots: 'index,follow',
      'twitter:card': 'summary',
      'twitter:title': 'About us',
      'twitter:description': 'Who we are and what we make.',
      'og:type': 'website',
      'og:title': 'About us',
      'og:description': 'Who we are and what we make.',
    })
  })

  it('writes an absolute canonical link of the request path when the CMS sets none', async () => {
    const { doc } = await render('http://localhost/en/about-us?page=2&utm_source=x')
    expect(doc.links.filter((link) => link.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: 'http://localhost/en/about-us' },
    ])
  })

  it('writes hreflang alternates per available language plus x-default for language id 0', async () => {
    const { doc } = await render('http://localhost/en/about-us')
    expect(alternates(doc.links)).toEqual([
      ['de-DE', 'http://localhost/ueber-uns'],
      ['en-DE', 'http://localhost/en/about-us'],
      ['x-default', 'http://localhost/ueber-uns'],
    ])
  })

  it('sets html lang and dir from the active language and the body class from page id and layout', async () => {
    const { doc } = await render('http://localhost/en/about-us')
    expect(doc.html).toMatchObject({ lang: 'en-DE', dir: 'ltr' })
    expect(doc.body.class).toBe('page-42 layout-2')
  })

  it('sets dir rtl when the active language is written right to left', async () => {
    cms.set('vitalis-de', '/en/about-us', {
      status: 200,
      body: page({
        id: 42,
        slug: '/en/about-us',
        i18n: [language(1, 'ar-AE', '/en/about-us', { active: 1, direction: 'rtl' })],
      }),
    })
    const { doc } = await render('http://localhost/en/about-us')
    expect(doc.html).toMatchObject({ lang: 'ar-AE', dir: 'rtl' })
  })

  it('falls back to the locale of the site for html lang and to "default" for the layout when neither page nor initial data has them', async () => {
    // Without page languages the initial data's would stand in (test/worker/languages.test.ts).
    cms.set('vitalis-de', '/?type=834', { status: 200, body: { ...initialData(), i18n: [] } })
    cms.set('vitalis-de', '/ohne', {
      status: 200,
      body: { ...page({ id: 12, slug: '/ohne', i18n: [] }), appearance: { layout: '' } },
    })
    const { doc } = await render('http://localhost/ohne')
    expect(doc.html).toMatchObject({ lang: 'de-DE', dir: 'ltr' })
    expect(doc.body.class).toBe('page-12 default')
    expect(alternates(doc.links)).toEqual([])
  })

  it('uses the CMS values when it sets social tags, robots, images and a canonical', async () => {
    cms.set('vitalis-de', '/aktion', {
      status: 200,
      body: page({
        id: 13,
        slug: '/aktion',
        title: 'Aktion',
        meta: {
          robots: { noIndex: 1, noFollow: true },
          canonical: '/produkte/aktion',
          twitterCard: 'summary_large_image',
          twitterTitle: 'Twitter-Titel',
          ogTitle: 'OG-Titel',
          ogDescription: 'OG-Beschreibung',
          ogImage: file('aktion.jpg'),
          twitterImage: '/media/tw.jpg',
        },
      }),
    })
    const { doc } = await render('http://localhost/aktion')
    expect(doc.meta).toMatchObject({
      robots: 'noindex,nofollow',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Twitter-Titel',
      'twitter:image': 'http://localhost/media/tw.jpg',
      'og:title': 'OG-Titel',
      'og:description': 'OG-Beschreibung',
      'og:image': 'http://127.0.0.1:8788/media/aktion.jpg',
    })
    expect(doc.links.find((link) => link.rel === 'canonical')?.href).toBe(
      'http://localhost/produkte/aktion',
    )
  })
})

describe('document head of the seo variant', () => {
  const seo = {
    title: 'SEO-Titel',
    meta: [
      { name: 'description', content: 'Beschreibung aus seo' },
      { name: 'robots', content: 'noindex,follow' },
      { property: 'og:title', content: 'OG aus seo' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    link: [
      { rel: 'canonical', href: 'https://www.vitalis.example/seo' },
      { rel: 'alternate', hreflang: 'de-DE', href: 'https://www.vitalis.example/seo' },
      { rel: 'alternate', hreflang: 'en-DE', href: 'https://www.vitalis.example/en/seo' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://www.vitalis.example/seo' },
    ],
  }

  it('reads title, meta list, canonical link and alternates when the CMS sends seo instead of meta', async () => {
    cms.set('vitalis-de', '/seo', { status: 200, body: seoPage({ id: 7, slug: '/seo', seo }) })
    const { doc, html } = await render('http://localhost/seo')
    expect(doc.title).toBe('SEO-Titel')
    expect(doc.meta).toMatchObject({
      description: 'Beschreibung aus seo',
      robots: 'noindex,follow',
      'og:title': 'OG aus seo',
      'twitter:title': 'SEO-Titel',
      'twitter:card': 'summary_large_image',
      'og:type': 'website',
    })
    expect(doc.links.find((link) => link.rel === 'canonical')?.href).toBe(
      'https://www.vitalis.example/seo',
    )
    expect(new Set(alternates(doc.links).map(([hreflang]) => hreflang))).toEqual(
      new Set(['de-DE', 'en-DE', 'x-default']),
    )
    expect(doc.body.class).toBe('page-7 default')
    expect(bootstrapOf(html).payload).toMatchObject({ kind: 'page', page: { title: 'SEO-Titel' } })
  })

  it('writes x-default once when the seo alternates carry an x-default link', async () => {
    cms.set('vitalis-de', '/seo', { status: 200, body: seoPage({ id: 7, slug: '/seo', seo }) })
    const { doc } = await render('http://localhost/seo')
    expect(alternates(doc.links)).toEqual([
      ['de-DE', 'https://www.vitalis.example/seo'],
      ['en-DE', 'https://www.vitalis.example/en/seo'],
      ['x-default', 'https://www.vitalis.example/seo'],
    ])
  })

  it('lists no x-default "language" for the language switcher when the seo alternates carry an x-default link', async () => {
    cms.set('vitalis-de', '/seo', { status: 200, body: seoPage({ id: 7, slug: '/seo', seo }) })
    const { html } = await render('http://localhost/seo')
    const { page: seoPageModel } = bootstrapOf(html).payload as {
      page: { i18n: { hreflang: string }[] }
    }
    expect(seoPageModel.i18n.map((entry) => entry.hreflang)).toEqual(['de-DE', 'en-DE'])
    expect(withoutScripts(html)).not.toContain('lang="x-"')
  })

  it('reads seo meta given as a name → content record', async () => {
    cms.set('vitalis-de', '/seo', {
      status: 200,
      body: seoPage({
        id: 7,
        slug: '/seo',
        seo: {
          title: 'Rekord',
          meta: {
            description: 'Aus dem Record',
            'og:image': { publicUrl: 'https://cdn.example/og.jpg' },
          },
        },
      }),
    })
    const { doc } = await render('http://localhost/seo')
    expect(doc.meta).toMatchObject({
      description: 'Aus dem Record',
      'og:image': 'https://cdn.example/og.jpg',
      'og:title': 'Rekord',
    })
  })
})

describe('bootstrap snapshot', () => {
  const HOSTILE = 'Vitamin </script><script>alert(1)</script>\u2028\u2029 & <!-- mehr'

  it('cannot be broken out of when a CMS title holds </script> and U+2028', async () => {
    cms.set('vitalis-de', '/boese', {
      status: 200,
      body: page({ id: 66, slug: '/boese', title: HOSTILE, description: HOSTILE }),
    })
    const { html, doc } = await render('http://localhost/boese')
    expect(html).not.toContain('<script>alert(1)')
    const text = bootstrapTextOf(html)
    expect(text).not.toMatch(/[<>\u2028\u2029]/)
    const data = bootstrapOf(html)
    expect(data.payload).toMatchObject({ page: { title: HOSTILE } })
    // Every script element is closed exactly once: nothing of the title ends one early.
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script[\s>]/g)!.length)
    const afterBootstrap = html.slice(html.indexOf('id="__BOOTSTRAP__"'))
    expect(afterBootstrap.indexOf('</script>')).toBe(afterBootstrap.indexOf(text) + text.length)
    expect(doc.title).toBe(HOSTILE)
  })

  it('holds the text of every translate call the render made, as the HTML shows it', async () => {
    const { html } = await render('http://localhost/')
    const translations = bootstrapOf(html).translations as Record<string, string>
    expect(Object.keys(translations).length).toBeGreaterThan(3)
    for (const key of Object.keys(translations))
      expect(typeof (JSON.parse(key) as unknown[])[0]).toBe('string')
    // The skip link's text, as the bypass link renders it.
    const skip = translations['["nav.skip-to-content"]']
    expect(skip).toBeTruthy()
    expect(withoutScripts(html)).toContain(`>${skip}</a>`)
  })

  it('holds no CMS base URL and no purge token when a page is rendered', async () => {
    const { html } = await render('http://localhost/')
    const text = bootstrapTextOf(html)
    expect(text).not.toContain('127.0.0.1:8788/cms')
    expect(text).not.toContain('test-purge-token')
    expect(html).not.toContain('test-purge-token')
    const site = bootstrapOf(html).site as Record<string, unknown>
    expect(Object.keys(site)).not.toContain('cms')
    expect(Object.keys(site)).not.toContain('hostnames')
  })

  it('holds no CMS base URL when the CMS answered 404 with its error page', async () => {
    const response = await get('http://localhost/weg')
    expect(response.status).toBe(404)
    const text = bootstrapTextOf(await response.text())
    expect(text).not.toContain('127.0.0.1:8788/cms')
    expect(text).not.toContain('test-purge-token')
  })
})

describe('scripts, styles and CSP', () => {
  const nonceOfCsp = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1]

  it('sends a CSP whose nonce is the nonce of the module script and the bootstrap', async () => {
    const { response, doc } = await render('http://localhost/')
    const csp = response.headers.get('content-security-policy')
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
    const scriptSrc = csp!.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(scriptSrc).not.toContain('unsafe-inline') // inline scripts run only with the nonce
    const nonce = nonceOfCsp(csp)
    expect(nonce).toBeTruthy()
    const moduleScript = doc.scripts.find((script) => script.type === 'module')
    expect(moduleScript).toMatchObject({ src: manifest.client, nonce })
    expect(doc.scripts.find((script) => script.id === '__BOOTSTRAP__')?.nonce).toBe(nonce)
  })

  it('admits the analytics host only on a site whose analytics is active', async () => {
    const directive = (csp: string | null, name: string) =>
      csp?.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? ''
    const tracker = 'http://analytics.localhost:8788'
    // wrangler.toml: vitalis-de (localhost) measures with the demo's stand-in Matomo, litozin not.
    const on = (await get('http://localhost/')).headers.get('content-security-policy')
    expect(directive(on, 'connect-src')).toContain(tracker)
    expect(directive(on, 'img-src')).toContain(tracker)
    const off = (await get('http://litozin.localhost/')).headers.get('content-security-policy')
    expect(off).toBeTruthy()
    expect(off).not.toContain('analytics.localhost')
  })

  it('sends a new nonce with every response, cached or not', async () => {
    const first = await get('http://localhost/')
    await first.text()
    const second = await get('http://localhost/')
    const html = await second.text()
    const a = nonceOfCsp(first.headers.get('content-security-policy'))
    const b = nonceOfCsp(second.headers.get('content-security-policy'))
    expect(a).toBeTruthy()
    expect(b).toBeTruthy()
    expect(a).not.toBe(b)
    expect(parseDocument(html).scripts.find((script) => script.type === 'module')?.nonce).toBe(b)
  })

  it('sends the CSP and security headers with the HTML error page too', async () => {
    cms.set('vitalis-de', '/kaputt', { down: true })
    const response = await get('http://localhost/kaputt')
    expect(response.status).toBe(502)
    const html = await response.text()
    const nonce = nonceOfCsp(response.headers.get('content-security-policy'))
    expect(nonce).toBeTruthy()
    expect(parseDocument(html).scripts.find((script) => script.type === 'module')?.nonce).toBe(
      nonce,
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('links the client bundle, its preloads and the brand stylesheet of build/manifest.json', async () => {
    const { response, doc } = await render('http://localhost/')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(doc.scripts.filter((script) => script.type === 'module').map((s) => s.src)).toEqual([
      manifest.client,
    ])
    const preloads = doc.links.filter((link) => link.rel === 'modulepreload').map((l) => l.href)
    for (const href of manifest.preloads) expect(preloads).toContain(href)
    expect(doc.links.filter((link) => link.rel === 'stylesheet')).toEqual([
      { rel: 'stylesheet', href: manifest.css.vitalis },
    ])
  })

  it("preloads what a page hydrates with: not the code of elements further down, but their gates'", async () => {
    const preloadsOf = async (path: string, content: unknown[]) => {
      cms.set('vitalis-de', path, { status: 200, body: page({ id: 14, slug: path, content }) })
      const { doc } = await render(`http://localhost${path}`)
      return doc.links.filter((link) => link.rel === 'modulepreload').map((link) => link.href)
    }
    const texts = [1, 2, 3].map((id) => element(id, 'text', { bodytext: '<p>Absatz</p>' }))
    const table = element(4, 'table', { bodytext: 'a|b' })
    // The table is the main column's fourth element, and its code (content-more) no earlier one's.
    const long = await preloadsOf('/lang', [...texts, table])
    for (const href of manifest.elements.text!) expect(long).toContain(href)
    const tableOnly = manifest.elements.table!.filter(
      (href) => !manifest.elements.text!.includes(href),
    )
    expect(tableOnly.length).toBeGreaterThan(0)
    for (const href of tableOnly) expect(long).not.toContain(href)
    for (const href of manifest.lateHydration) expect(long).toContain(href)
    // Third, it hydrates with the page: its code is preloaded, and no gates are needed.
    const short = await preloadsOf('/kurz', [...texts.slice(0, 2), table])
    for (const href of manifest.elements.table!) expect(short).toContain(href)
    for (const href of manifest.lateHydration) expect(short).not.toContain(href)
  })

  it("preloads the cart cookie's parser only for a shopper whose request carries a cart", async () => {
    const preloadsOf = async (headers: Record<string, string>) => {
      const response = await get('http://localhost/', { headers })
      const { links } = parseDocument(await response.text())
      return links.filter((link) => link.rel === 'modulepreload').map((link) => link.href)
    }
    const cart = {
      state: {
        id: 'cart1',
        type: 'guest',
        itemsCount: 2,
        prices: {
          discounts: [],
          subtotal_including_tax: { value: 19.9, currency: 'EUR' },
          grand_total: { value: 19.9, currency: 'EUR' },
        },
        coupons: [],
        shippingAddresses: [],
        shippingCost: null,
      },
      version: 1,
    }
    const withCart = await preloadsOf({
      cookie: `vitalis_cart=${encodeURIComponent(JSON.stringify(cart))}`,
    })
    for (const href of manifest.cartCookie) expect(withCart).toContain(href)
    const firstVisit = await preloadsOf({})
    for (const href of manifest.cartCookie) expect(firstVisit).not.toContain(href)
    // A forged cookie is no cart: nothing to read it with.
    const forged = await preloadsOf({ cookie: 'vitalis_cart=%7B%22state%22%3A1%7D' })
    for (const href of manifest.cartCookie) expect(forged).not.toContain(href)
  })

  it.each([
    ['localhost', 'vitalis'],
    ['at.localhost', 'vitalis'],
    ['litozin.localhost', 'litozin'],
    ['queisser.localhost', 'queisser'],
    ['stozzon.localhost', 'stozzon'],
  ] as const)('links the stylesheet of its brand when the hostname is %s', async (host, brand) => {
    const { doc } = await render(`http://${host}/`)
    const href = manifest.css[brand]
    expect(href).toMatch(new RegExp(`^/build/${brand}-[0-9a-f]+\\.css$`))
    expect(doc.links.filter((link) => link.rel === 'stylesheet').map((link) => link.href)).toEqual([
      href,
    ])
  })
})
