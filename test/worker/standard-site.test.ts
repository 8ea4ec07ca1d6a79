import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { listDemoPages, resolveCms } from '../../demo/cms/resolve'
import { STANDARD_SITE_SPEC } from '../../demo/cms/sites'
import type { ContentElement, NavItem, StandardPageJson } from '../../demo/cms/types'
import { DE } from '../../src/lib/texts/de'
import { EN } from '../../src/lib/texts/en'
import { installDemoCms } from './demo-cms'
import { clearCache, get, parseDocument, withoutScripts } from './helpers'

/**
 * The storefront against the reference site of a plain EXT:headless installation (demo site
 * `typo3`, demo/cms/content/typo3-standard.ts) on typo3.localhost, with nothing but its site
 * configuration in wrangler.toml: standard initial data (navigation, i18n, a footer menu), pages
 * in the `meta` and the `seo` shape, some without page-level i18n, standard CTypes only.
 */

const SITE = STANDARD_SITE_SPEC.id
const HOST = 'http://typo3.localhost'
/** The languages the storefront serves of it; the TYPO3 site also has French. */
const SERVED = ['de', 'en']

let demo: { restore(): void }
beforeAll(() => {
  demo = installDemoCms(SITE)
})
afterAll(() => demo.restore())
beforeEach(clearCache)

const pages = listDemoPages([STANDARD_SITE_SPEC]).filter(
  (page) => SERVED.includes(page.locale) && page.key !== 'error',
)

const cmsPage = (path: string) => resolveCms(SITE, path, undefined).body as StandardPageJson

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** Text runs of editor HTML, as a reader sees them. */
const textRuns = (html: string) =>
  html
    .split(/<[^>]+>/)
    .map((run) => run.trim())
    .filter(Boolean)

const menuTitles = (items: NavItem[]): string[] =>
  items.flatMap((item) => [item.title, ...menuTitles(item.children ?? [])])

interface FormNode {
  type: string
  label?: string
  elements?: FormNode[]
}
const formLabels = (nodes: FormNode[]): string[] =>
  nodes.flatMap((node) => [
    ...(node.type !== 'Hidden' && node.label ? [node.label] : []),
    ...formLabels(node.elements ?? []),
  ])

/** What an element must show: its header, subheader and every text of its body. */
const textsOf = (element: ContentElement): string[] => {
  const c = element.content as Record<string, unknown>
  const own = [c.header, c.subheader].filter((text): text is string => Boolean(text))
  const body = (() => {
    switch (element.type) {
      case 'text':
      case 'textpic':
      case 'textmedia':
      case 'html':
        return textRuns(String(c.bodytext))
      case 'bullets':
        return (c.bodytext as string[]).flatMap(textRuns)
      case 'table':
        return [String(c.tableCaption), ...(c.bodytext as string[][]).flat()].filter(Boolean)
      case 'uploads':
        return (c.media as { properties: { title: string } }[]).map((file) => file.properties.title)
      case 'menu_pages':
      case 'menu_subpages':
      case 'menu_sitemap':
        return menuTitles(c.menu as NavItem[])
      case 'shortcut':
        return (c.shortcut as ContentElement[]).flatMap(textsOf)
      case 'form_formframework':
        return formLabels((c.form as { elements: FormNode[] }).elements)
      default:
        return []
    }
  })()
  return [...own, ...body]
}

const render = async (path: string) => {
  const response = await get(`${HOST}${path}`)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  return { html, text: decode(withoutScripts(html)), head: parseDocument(html) }
}

/** The language switcher's entries: [hreflang, href]. */
const switcherOf = (html: string) => {
  const list = withoutScripts(html).match(/<ul class="sf-locale__list">([\s\S]*?)<\/ul>/)?.[1]
  return [...(list ?? '').matchAll(/<a [^>]*href="([^"]*)" hrefLang="([^"]*)"/g)].map(
    ([, href, hreflang]) => [hreflang, href],
  )
}

const alternatesOf = (links: Record<string, string>[]) =>
  links
    .filter((link) => link.rel === 'alternate')
    .map((link) => [link.hreflang, new URL(link.href ?? '').pathname])
    .sort()

describe('a standard EXT:headless installation (demo site typo3)', () => {
  it('shows every element of every page with its header and body text', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(14)
    for (const { path } of pages) {
      // The storefront's paths carry no trailing slash ('/en/' answers 301 to '/en').
      const { text } = await render(path.replace(/(.)\/$/, '$1'))
      const elements = Object.values(cmsPage(path).content).flat()
      expect(elements.length, path).toBeGreaterThan(0)
      for (const element of elements) {
        expect(text, `${path}: element ${element.type} c${element.id}`).toContain(
          `id="c${element.id}"`,
        )
        for (const expected of textsOf(element)) {
          expect(text, `${path}: ${element.type} c${element.id}`).toContain(expected)
        }
      }
    }
  })

  it("keeps hreflang alternates and the switcher to the site's locales, with or without page i18n", async () => {
    // /: seo with i18n (French included); /ueber-uns: meta without i18n (initial data's);
    // /service/kontakt: seo without i18n (its alternate link tags).
    const expected = {
      '/': [
        ['de-DE', '/'],
        ['en-GB', '/en'],
        ['x-default', '/'],
      ],
      '/ueber-uns': [
        ['de-DE', '/ueber-uns'],
        ['en-GB', '/en/about-us'],
        ['x-default', '/ueber-uns'],
      ],
      '/service/kontakt': [
        ['de-DE', '/service/kontakt'],
        ['en-GB', '/en/service/contact'],
        ['x-default', '/service/kontakt'],
      ],
    }
    for (const [path, alternates] of Object.entries(expected)) {
      const { html, head } = await render(path)
      const found = alternatesOf(head.links)
      // A page without i18n links the other languages' home pages (initial data), never French.
      if (path === '/ueber-uns') {
        expect(
          found.map(([hreflang]) => hreflang),
          path,
        ).toEqual(['de-DE', 'en-GB', 'x-default'])
      } else {
        expect(found, path).toEqual(alternates.sort())
      }
      expect(html).not.toContain('hreflang="fr')
      expect(
        switcherOf(html).map(([hreflang]) => hreflang),
        path,
      ).toEqual(['de-DE', 'en-GB'])
    }
  })

  it('renders the chrome of English pages in English, of German pages in German', async () => {
    const keys = ['nav.skip-to-content', 'header.navigation', 'footer.navigation'] as const
    for (const path of ['/en', '/en/about-us', '/en/service/contact']) {
      const { text, head } = await render(path)
      expect(head.html.lang, path).toBe('en-GB')
      // The switcher names the page's language as current, also from seo alternate links.
      expect(text, path).toContain('<span class="sf-locale__code">EN</span>')
      for (const key of keys) {
        expect(text, `${path}: ${key}`).toContain(EN[key])
        expect(text, `${path}: ${key}`).not.toContain(DE[key])
      }
    }
    const { text } = await render('/')
    for (const key of keys) expect(text, key).toContain(DE[key])
  })

  it('renders the contact form with its fields, labels and the action of the CMS', async () => {
    const { html } = await render('/en/service/contact')
    const form = withoutScripts(html).match(/<form(?! role="search")[\s\S]*?<\/form>/)?.[0] ?? ''
    expect(form).toContain('action="/en/service/contact?tx_form_formframework%5Baction%5D=perform')
    for (const field of ['name', 'email', 'topic', 'message', 'consent']) {
      expect(form, field).toContain(`name="tx_form_formframework[contact-104][${field}]"`)
    }
    for (const label of ['Your name', 'Email address', 'What is it about?', 'Your message']) {
      expect(decode(form), label).toMatch(
        new RegExp(`<label[^>]*>[^<]*${label.replace('?', '\\?')}`),
      )
    }
    expect(form).toContain('<textarea')
    expect(form).toContain('<select')
  })

  it('takes the footer from the footerNavigation menu of the initial data', async () => {
    const { html } = await render('/en')
    const footer = withoutScripts(html).match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? ''
    for (const link of ['/en/legal-notice', '/en/privacy', '/en/service/contact']) {
      expect(footer, link).toContain(`href="${link}"`)
    }
    expect(footer).toContain('<h2 class="sf-footer__title">Service</h2>')
  })

  it('sells nothing: no cart or account link in the header, and the shop pages answer 404', async () => {
    for (const path of ['/', '/en/about-us']) {
      const { html } = await render(path)
      const header = withoutScripts(html).match(/<header[\s\S]*?<\/header>/)?.[0] ?? ''
      expect(header, path).toContain('sf-header__logo')
      expect(header, path).not.toContain('sf-cart-link')
      expect(header, path).not.toContain('sf-account-link')
    }
    for (const path of ['/cart', '/login', '/en/login', '/account']) {
      expect((await get(`${HOST}${path}`)).status, path).toBe(404)
    }
  })

  it('loads the first image of the first element (the hero) eagerly with high priority, no other', async () => {
    for (const path of ['/', '/en']) {
      const { html } = await render(path)
      const images = [...withoutScripts(html).matchAll(/<img [^>]*>/g)].map(([tag]) => tag)
      const [hero, ...rest] = images
      expect(hero, path).toContain('vitalis-hero.jpg')
      expect(hero, path).toContain('loading="eager"')
      expect(hero, path).toContain('fetchPriority="high"')
      for (const image of rest) expect(image).not.toContain('fetchPriority="high"')
    }
  })
})
