import { describe, expect, it } from 'vitest'
import { isSitePath, leavesSite } from '../../src/lib/site-link'
import { SHIPPING_COUNTRIES, standardShippingTerms } from '../shop/domain/shipping-rates'
import { LEGAL_KEYS, legalSlugs, type LegalKey } from './content/legal-pages'
import type { Lang } from './content/texts'
import { allStrings, flattenNav, getJson, ORIGIN, SITE_LOCALES } from './test-support'
import type { InitialDataJson, PageJson } from './types'

/**
 * Legal pages: every site and language has the pages a German (or Austrian) shop must have, linked
 * from the footer, with real content; the shipping page states the shop's own terms; and no footer
 * or menu link leaves the site without the storefront saying so.
 */

const LOCALES = SITE_LOCALES.map((entry) => ({
  ...entry,
  lang: entry.locale as Lang,
  country: entry.siteId.endsWith('-at') ? 'AT' : 'DE',
}))

const getPage = async (cms: string, path: string) => {
  const answer = await getJson(`${cms}${path}`)
  return { status: answer.status, page: answer.body as PageJson }
}

const footerOf = async (cms: string, prefix: string) =>
  ((await getJson(`${cms}${prefix}/?type=834`)).body as InitialDataJson).footer

/** The words of a page's content: every string of its elements, tags removed. */
const textOf = (page: PageJson): string =>
  allStrings(page.content)
    .map((value) => value.replace(/<[^>]+>/g, ' '))
    .join(' ')
    .replace(/\s+/g, ' ')

/** As the shop's texts write it, with a plain space (textOf collapses the no-break space). */
const money = (lang: Lang, cents: number) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
  })
    .format(cents / 100)
    .replace(/\s/g, ' ')

/** What each legal page must say, per language: the parts the law asks for. */
const REQUIRED: Record<Lang, Record<LegalKey, RegExp[]>> = {
  de: {
    imprint: [
      /§ 5 (DDG|ECG)/,
      /Geschäftsführung/,
      /(HRB \d+|FN \d+ [a-z])/,
      /(DE\d{9}|ATU\d{8})/,
      /Verbraucherstreitbeilegung/,
      /Streitbeilegungsplattform/,
    ],
    terms: [
      /Vertragsschluss/,
      /Preise/,
      /Lieferung/,
      /Zahlung/,
      /Widerrufsrecht/,
      /Gewährleistung/,
      /Vorkasse/,
    ],
    privacy: [/Verantwortliche Stelle/, /DSGVO/, /Speicher/, /Ihre Rechte/, /Beschwerde/],
    withdrawal: [
      /binnen vierzehn Tagen ohne Angabe von Gründen/,
      /Folgen des Widerrufs/,
      /Muster-Widerrufsformular/,
      /Hiermit widerrufe\(n\) ich\/wir/,
      /Versiegelung/,
    ],
    shipping: [/Versandkosten/, /Lieferzeit/, /Werktage/, /Vorkasse/, /PayPal/],
  },
  en: {
    imprint: [
      /§ 5 DDG/,
      /Managing directors/,
      /HRB \d+/,
      /DE\d{9}/,
      /dispute resolution/,
      /§ 36 VSBG/,
    ],
    terms: [
      /Conclusion of the contract/,
      /Prices/,
      /Delivery/,
      /Payment/,
      /Right of withdrawal/,
      /Warranty/,
      /bank transfer/,
    ],
    privacy: [/Controller/, /GDPR/, /How long we keep data/, /Your rights/, /Complaint/],
    withdrawal: [
      /withdraw from this contract within fourteen days without giving any reason/,
      /Effects of withdrawal/,
      /Model withdrawal form/,
      /hereby give notice/,
      /unsealed/,
    ],
    shipping: [/Shipping costs/, /Delivery time/, /working days/, /bank transfer/, /PayPal/],
  },
}

describe('demo CMS legal pages', () => {
  it('links every legal page from the footer of every site and language', async () => {
    for (const { siteId, cms, prefix, lang } of LOCALES) {
      const links = (await footerOf(cms, prefix)).flatMap((group) => group.links)
      const paths = links.map((link) => link.link)
      for (const key of LEGAL_KEYS)
        expect(paths, `${siteId}${prefix}: ${key}`).toContain(`${prefix}${legalSlugs(lang)[key]}`)
      const legal = (await footerOf(cms, prefix)).find((group) =>
        group.links.some((link) => link.link === `${prefix}${legalSlugs(lang).imprint}`),
      )
      expect(legal?.title, siteId).toBe(lang === 'de' ? 'Rechtliches' : 'Legal')
      expect(legal?.links.map((link) => link.title)).toEqual(
        lang === 'de'
          ? ['Impressum', 'AGB', 'Datenschutz', 'Widerrufsbelehrung', 'Versand und Zahlung']
          : [
              'Legal notice',
              'Terms and conditions',
              'Privacy policy',
              'Right of withdrawal',
              'Shipping and payment',
            ],
      )
    }
  })

  it('answers each legal page with real content that says what the law asks for', async () => {
    for (const { siteId, cms, prefix, lang } of LOCALES) {
      for (const key of LEGAL_KEYS) {
        const path = `${prefix}${legalSlugs(lang)[key]}`
        const { status, page } = await getPage(cms, path)
        expect(status, `${siteId}${path}`).toBe(200)
        expect(page.type).toBe('Standard')
        const text = textOf(page)
        expect(text.length, `${siteId}${path}`).toBeGreaterThan(800)
        for (const required of REQUIRED[lang][key])
          expect(text, `${siteId}${path}`).toMatch(required)
      }
    }
  })

  it('names the company behind the site, with its own seat, on imprint and withdrawal page', async () => {
    const seats: Record<string, RegExp> = {
      'vitalis-de': /Vitalis GmbH.*Hamburg/,
      'vitalis-at': /Vitalis Österreich GmbH.*Wien/,
      'litozin-de': /Litozin GmbH.*Freiburg/,
      'queisser-de': /Queisser Gesundheit GmbH.*Flensburg/,
      'stozzon-de': /Stozzon Naturprodukte GmbH.*Köln/,
    }
    for (const { siteId, cms, prefix, lang } of LOCALES) {
      for (const key of ['imprint', 'withdrawal'] as const) {
        const { page } = await getPage(cms, `${prefix}${legalSlugs(lang)[key]}`)
        expect(textOf(page), `${siteId} ${key}`).toMatch(seats[siteId] as RegExp)
      }
    }
    // Austria follows Austrian law: Firmenbuch, FAGG and ABGB instead of HRB, BGB and VSBG.
    const at = textOf((await getPage('/cms/vitalis-at', '/impressum')).page)
    expect(at).toMatch(/Firmenbuchnummer.*FN \d+ [a-z]/)
    expect(at).toMatch(/§ 25 MedienG/)
    expect(at).not.toMatch(/VSBG|DDG/)
    expect(textOf((await getPage('/cms/vitalis-at', '/agb')).page)).toMatch(/ABGB/)
    expect(textOf((await getPage('/cms/vitalis-at', '/widerrufsbelehrung')).page)).toMatch(/FAGG/)
  })

  it("states the shop's fee and free-shipping threshold for the site's country on the shipping page", async () => {
    for (const { siteId, cms, prefix, lang, country } of LOCALES) {
      const terms = standardShippingTerms(country)
      if (!terms) throw new Error(`no shipping to ${country}`)
      const { page } = await getPage(cms, `${prefix}${legalSlugs(lang).shipping}`)
      const text = textOf(page)
      expect(text, siteId).toContain(money(lang, terms.feeCents))
      expect(text, siteId).toContain(money(lang, terms.freeFromCents))
      // Only those amounts and every delivery country's fee: no price the shop does not charge.
      const fees = SHIPPING_COUNTRIES.map((code) => standardShippingTerms(code)?.feeCents ?? NaN)
      const amounts = new Set(text.match(/(€\s?\d[\d.,]*\d|\d[\d.,]*\d\s€)/g))
      expect([...amounts].sort(), siteId).toEqual(
        [...new Set([...fees, terms.freeFromCents].map((cents) => money(lang, cents)))].sort(),
      )
    }
  })

  it('links the translations of the legal pages to each other (vitalis-de, de and en)', async () => {
    for (const key of LEGAL_KEYS) {
      const german = (await getPage('/cms/vitalis-de', legalSlugs('de')[key])).page
      const english = german.i18n.find((entry) => entry.twoLetterIsoCode === 'en')
      expect(english, key).toMatchObject({ available: 1, link: `/en${legalSlugs('en')[key]}` })
      const back = (await getPage('/cms/vitalis-de', english?.link ?? '')).page
      expect(back.id, key).toBe(german.id)
    }
  })

  it('lets no footer or menu link leave the site unmarked, and no legal text link off-site', async () => {
    let offSite = 0
    for (const { siteId, cms, prefix, lang } of LOCALES) {
      const data = (await getJson(`${cms}${prefix}/?type=834`)).body as InitialDataJson
      // The menus are the page tree: always site paths.
      for (const item of flattenNav(data.navigation))
        expect(isSitePath(item.link), `${siteId} menu ${item.link}`).toBe(true)
      for (const link of data.footer.flatMap((group) => group.links)) {
        if (isSitePath(link.link)) continue
        // Absolute: the storefront's footer marks exactly these as leaving the site.
        offSite++
        expect(leavesSite(link.link, ORIGIN), `${siteId} footer ${link.link}`).toBe(true)
        expect(link.target, link.link).toBe('_blank')
      }
      for (const key of LEGAL_KEYS) {
        const { page } = await getPage(cms, `${prefix}${legalSlugs(lang)[key]}`)
        const hrefs = allStrings(page.content).flatMap((value) =>
          [...value.matchAll(/href="([^"]*)"/g)].map((match) => match[1] as string),
        )
        for (const href of hrefs)
          expect(leavesSite(href, ORIGIN), `${siteId} ${key}: ${href}`).toBe(false)
      }
    }
    // The press links lead to each site's own press page: none leaves the site.
    expect(offSite).toBe(0)
  })
})
