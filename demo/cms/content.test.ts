import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/brands/brand'
import { TEXT_KEYS } from '../../src/lib/texts/keys'
import { initialDataSchema, pageSchema, redirectSchema } from './headless-schema'
import { LONG_PAGE_KEY, listDemoPages } from './resolve'
import { SITE_SPECS } from './sites'
import { allStrings, flattenNav, getJson, internalHrefs, SITE_LOCALES } from './test-support'
import type { ContentElement, HeaderLink, InitialDataJson, NavItem, PageJson } from './types'

/** The element types the storefront renders; the long page of every site and locale has all. */
const ELEMENT_TYPES = [
  'header',
  'text',
  'textmedia',
  'textpic',
  'image',
  'bullets',
  'table',
  'uploads',
  'html',
  'menu_pages',
  'menu_subpages',
  'menu_sitemap',
  'shortcut',
  'div',
  'hero_banner',
  'product_listing',
  'cart',
  'login',
  'account',
]

const pages = listDemoPages()

const getPage = async (siteId: string, path: string) => {
  const answer = await getJson(`/cms/${siteId}${path}`)
  return { status: answer.status, page: answer.body as PageJson }
}

const getInitialData = async (cms: string, prefix: string) =>
  (await getJson(`${cms}${prefix}/?type=834`)).body as InitialDataJson

/** Elements of all columns and the popup, with shortcut targets expanded. */
const elementsOf = (page: PageJson): ContentElement[] => {
  const expand = (element: ContentElement): ContentElement[] => [
    element,
    ...((element.content.shortcut as ContentElement[] | undefined) ?? []).flatMap(expand),
  ]
  return [...Object.values(page.content).flat(), ...page.popup].flatMap(expand)
}

/** Every internal link a page shows: menus, breadcrumbs, header links, rich text. */
const linksOf = (page: PageJson): string[] =>
  [
    ...page.breadcrumbs.map((crumb) => crumb.link),
    ...elementsOf(page).flatMap((element) => {
      const { menu, bodytext, headerLink } = element.content
      return [
        ...flattenNav((menu as NavItem[] | undefined) ?? []).map((item) => item.link),
        ...(typeof bodytext === 'string' ? internalHrefs(bodytext) : []),
        ...(headerLink ? [(headerLink as HeaderLink).href] : []),
      ]
    }),
  ].filter((link) => link.startsWith('/'))

/** A link must lead to a page (200, page JSON), not to a redirect or the error page. */
const expectPage = async (siteId: string, link: string, from: string) => {
  const { status, page } = await getPage(siteId, link)
  expect(status, `${siteId}: ${from} links to ${link}`).toBe(200)
  expect(page.type, `${siteId}: ${from} links to ${link}`).toBe('Standard')
}

describe('demo CMS content', () => {
  it('matches the EXT:headless schema on every page, error page, initial data and redirect', async () => {
    for (const { siteId, path } of pages) {
      const { page } = await getPage(siteId, path)
      const result = pageSchema.safeParse(page)
      expect(result.error?.issues ?? [], `${siteId}${path}`).toEqual([])
    }
    for (const { cms, prefix } of SITE_LOCALES) {
      const initialData = initialDataSchema.safeParse(await getInitialData(cms, prefix))
      expect(initialData.error?.issues ?? [], cms + prefix).toEqual([])
      const errorPage = pageSchema.safeParse((await getJson(`${cms}${prefix}/missing`)).body)
      expect(errorPage.error?.issues ?? [], `${cms}${prefix} error page`).toEqual([])
    }
    for (const site of SITE_SPECS) {
      for (const from of Object.keys(site.locales[0]?.redirects ?? {})) {
        expect(
          redirectSchema.safeParse((await getJson(`/cms/${site.id}${from}`)).body).success,
        ).toBe(true)
      }
    }
  })

  it('uses every element type, 20 and more elements, on the long page of every site and locale', async () => {
    const longPages = pages.filter((page) => page.key === LONG_PAGE_KEY)
    expect(longPages.map((page) => `${page.siteId}:${page.locale}`).sort()).toEqual(
      SITE_LOCALES.map(({ siteId, locale }) => `${siteId}:${locale}`).sort(),
    )
    for (const { siteId, path } of longPages) {
      const { page } = await getPage(siteId, path)
      const types = new Set(
        Object.values(page.content)
          .flat()
          .map((element) => element.type),
      )
      expect(
        ELEMENT_TYPES.filter((type) => !types.has(type)),
        `${siteId}${path}`,
      ).toEqual([])
      expect(page.content.colPos0?.length, `${siteId}${path}`).toBeGreaterThanOrEqual(20)
      const bulletTypes = new Set(elementsOf(page).map((element) => element.content.bulletsType))
      expect([...bulletTypes].filter((type) => type !== undefined).sort()).toEqual([0, 1, 2])
    }
  })

  it('links navigation and footer entries to pages that answer 200', async () => {
    for (const { siteId, cms, prefix } of SITE_LOCALES) {
      const data = await getInitialData(cms, prefix)
      const links = [...flattenNav(data.navigation), ...data.footer.flatMap((group) => group.links)]
      for (const item of links) {
        if (item.link.startsWith('https://')) expect(item.target).toBe('_blank')
        else await expectPage(siteId, item.link, `navigation of ${prefix || '/'}`)
      }
    }
  })

  it('lists every page in the navigation or the footer, except error, success and drafts', async () => {
    for (const { siteId, cms, prefix, locale } of SITE_LOCALES) {
      const data = await getInitialData(cms, prefix)
      const listed = new Set([
        ...flattenNav(data.navigation).map((item) => item.link),
        ...data.footer.flatMap((group) => group.links.map((item) => item.link)),
      ])
      for (const page of pages.filter((p) => p.siteId === siteId && p.locale === locale)) {
        const { page: json } = await getPage(siteId, page.path)
        // The success page is where the shop's checkout returns to, not a page to browse to.
        if (page.key === 'error' || page.key === 'success' || json.draft) continue
        // The account area's pages are linked from the account overview and the login page
        // (their elements), not from menus: keys 'account-…' (content/account-pages-*.ts).
        if (page.key.startsWith('account-')) continue
        // The product detail page is reached through product tiles, at each product's address.
        if (page.key === 'product-detail') continue
        // A recipe's or a posting's page is reached through its list (content/recipe-pages.ts,
        // content/job-pages.ts).
        if (page.key.startsWith('recipe-') || page.key.startsWith('job-')) continue
        expect(listed.has(page.path), `${siteId}${page.path} is in no menu`).toBe(true)
      }
    }
  })

  it('links no page, menu or footer to a placeholder domain: only to pages of the site or the company', async () => {
    // RFC 2606's reserved names: no real press page or study lives there.
    const placeholder = /https?:\/\/(?:[a-z0-9-]+\.)*example\.(?:org|com|net)\b/i
    const hrefsOf = (value: unknown) =>
      allStrings(value).flatMap((text) =>
        text.startsWith('http') ? [text] : [...text.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
      )
    for (const { cms, prefix } of SITE_LOCALES) {
      const data = await getInitialData(cms, prefix)
      const links = [...flattenNav(data.navigation), ...data.footer.flatMap((group) => group.links)]
      for (const item of links) expect(item.link, cms + prefix).not.toMatch(placeholder)
    }
    for (const { siteId, path } of pages) {
      const { page } = await getPage(siteId, path)
      for (const href of hrefsOf(page.content)) {
        expect(href, `${siteId}${path}`).not.toMatch(placeholder)
      }
    }
    const press = await getPage('vitalis-de', '/presse')
    expect(press.status).toBe(200)
    expect(hrefsOf(press.page.content)).toContain('mailto:presse@vitalis.example')
  })

  it('links i18n entries to the translation, or to the home page where there is none', async () => {
    for (const { siteId, path } of pages) {
      const { page } = await getPage(siteId, path)
      expect(page.i18n.map((entry) => entry.languageId)).toEqual(
        SITE_LOCALES.filter((entry) => entry.siteId === siteId).map((_, index) => index),
      )
      expect(page.i18n.filter((entry) => entry.current === 1)).toHaveLength(1)
      for (const entry of page.i18n) {
        const target = await getPage(siteId, entry.link)
        expect(target.status, `${siteId}${path} → ${entry.link}`).toBe(200)
        if (entry.available)
          expect(target.page.id, `${siteId}${path} → ${entry.link}`).toBe(page.id)
        else expect(target.page.breadcrumbs, entry.link).toHaveLength(1)
      }
    }
    const untranslated = await getPage('vitalis-de', '/ratgeber/vitamin-d')
    expect(untranslated.page.i18n.find((entry) => entry.twoLetterIsoCode === 'en')).toMatchObject({
      available: 0,
      link: '/en/',
    })
  })

  it('links breadcrumbs, menus, header links and rich text to pages that answer 200', async () => {
    for (const { siteId, path } of pages) {
      const { page } = await getPage(siteId, path)
      for (const link of linksOf(page)) await expectPage(siteId, link, path)
      expect(page.breadcrumbs.at(-1)).toMatchObject({ link: path, current: 1 })
    }
    const login = await getPage('vitalis-de', '/login')
    expect(login.page.breadcrumbs.map((crumb) => crumb.exception ?? false)).toEqual([
      false,
      true,
      false,
    ])
  })

  it('holds no markup in plain-text fields (bullets, table cells), which TYPO3 shows as text', async () => {
    for (const { siteId, path } of pages) {
      const { page } = await getPage(siteId, path)
      for (const element of elementsOf(page)) {
        if (element.type !== 'bullets' && element.type !== 'table') continue
        const markup = allStrings(element.content.bodytext).filter((text) => /<[a-z/]/i.test(text))
        expect(markup, `${siteId}${path}: element ${element.id}`).toEqual([])
      }
    }
  })

  it('gives each site one or two pages with the seo object and all four layouts overall', async () => {
    const layouts = new Set<string>()
    for (const site of SITE_SPECS) {
      const seoPaths = new Set<string>()
      for (const { siteId, path, locale } of pages.filter((page) => page.siteId === site.id)) {
        const { page } = await getPage(siteId, path)
        layouts.add(page.appearance.layout)
        if (page.seo) {
          expect(page.meta, path).toBeUndefined()
          seoPaths.add(`${locale}:${page.id}`)
        }
      }
      const perLocale = seoPaths.size / site.locales.length
      expect(perLocale, site.id).toBeGreaterThanOrEqual(1)
      expect(perLocale, site.id).toBeLessThanOrEqual(2)
    }
    expect([...layouts].sort()).toEqual(['default', 'layout-1', 'layout-2', 'layout-3'])
  })

  it('sends interface texts only for keys the storefront shows, in the page language', async () => {
    for (const { cms, prefix, locale } of SITE_LOCALES) {
      const { texts } = await getInitialData(cms, prefix)
      const unknown = Object.keys(texts).filter(
        (key) => !key.startsWith('ecommerce.') && !(TEXT_KEYS as readonly string[]).includes(key),
      )
      expect(unknown, cms + prefix).toEqual([])
      expect(texts['footer.copyright'], cms + prefix).toMatch(
        locale === 'de' ? /Alle Rechte/ : /All rights/,
      )
    }
  })

  it('keeps element ids unique within a page and marks drafts only where meant', async () => {
    for (const { siteId, path, key } of pages) {
      const { page } = await getPage(siteId, path)
      const ids = Object.values(page.content)
        .flat()
        .map((element) => element.id)
      expect(new Set(ids).size, `${siteId}${path}`).toBe(ids.length)
      expect(page.draft, `${siteId}${path}`).toBe(key === 'draft')
    }
  })

  it('differs between brands in texts and pictures, not only in names', async () => {
    const heroImages = new Set<string>()
    const homeTexts = new Set<string>()
    for (const { siteId } of SITE_LOCALES.filter(
      (entry) => entry.prefix === '' && entry.siteId !== 'vitalis-at',
    )) {
      const { page } = await getPage(siteId, '/')
      const hero = page.content.colPos0?.[0]
      expect(hero?.type, siteId).toBe('hero_banner')
      heroImages.add((hero?.content.image as { publicUrl: string }).publicUrl)
      homeTexts.add(String(page.content.colPos0?.[1]?.content.bodytext))
    }
    // One home page per brand (Austria's, left out, is the house brand's again), each its own.
    expect(heroImages.size).toBe(BRANDS.length)
    expect(homeTexts.size).toBe(BRANDS.length)
  })
})
