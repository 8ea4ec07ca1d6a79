import { describe, expect, it } from 'vitest'
import { SHIPPING_COUNTRIES, standardShippingTerms } from '../shop/domain/shipping-rates'
import { listDemoPages } from './resolve'
import { allStrings, getJson, SITE_LOCALES } from './test-support'
import type { PageJson } from './types'

/**
 * What the demo pages say matches what the storefront and the demo shop do: the shipping terms
 * are the shop's, and no page promises an action nothing offers (a newsletter sign-up without a
 * form, product filters the listing does not have).
 */
const getPage = async (siteId: string, path: string) =>
  (await getJson(`/cms/${siteId}${path}`)).body as PageJson

describe('demo CMS claims', () => {
  it("states the demo shop's shipping fee and free-shipping threshold on every site, for its country", async () => {
    for (const { siteId, locale, prefix, cms } of SITE_LOCALES) {
      const country = siteId.endsWith('-at') ? 'AT' : 'DE'
      const terms = standardShippingTerms(country)
      if (!terms) throw new Error(`no shipping to ${siteId}`)
      // The other delivery countries' fees follow the site country's, and no other amount.
      const otherFees = SHIPPING_COUNTRIES.filter((code) => code !== country).map(
        (code) => standardShippingTerms(code)?.feeCents ?? NaN,
      )
      const money = (cents: number) =>
        new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-IE', {
          style: 'currency',
          currency: 'EUR',
        }).format(cents / 100)
      const cart = (await getJson(`${cms}${prefix}${locale === 'de' ? '/warenkorb' : '/cart'}`))
        .body as PageJson
      const text = allStrings(cart).find(
        (value) => /Versand|Shipping is free/.test(value) && value.includes('€'),
      )
      expect(text, `${siteId} ${locale}`).toBeDefined()
      const amounts = [...(text ?? '').matchAll(/(€\s?\d[\d.,]*\d|\d[\d.,]*\d\s€)/g)].map(
        (m) => m[1],
      )
      expect(amounts, `${siteId} ${locale}`).toEqual([
        money(terms.freeFromCents),
        money(terms.feeCents),
        ...otherFees.map(money),
      ])
    }
  })

  it('promises no action the storefront does not offer: no newsletter sign-up, no product filters', async () => {
    for (const entry of listDemoPages()) {
      const page = await getPage(entry.siteId, entry.path)
      for (const text of allStrings(page))
        expect(text, `${entry.siteId}${entry.path}`).not.toMatch(
          /newsletter an|for our newsletter|^newsletter$|filtern sie|filter by/i,
        )
    }
  })
})
