import { describe, expect, it } from 'vitest'
import { translateShopMessage } from '../../src/cart/errors/translate'
import { SHIPPING_TITLES } from '../shop/domain/shipping-rates'
import { PHRASES, phrase, type PhraseName } from '../shop/errors'
import { getJson, SITE_LOCALES } from './test-support'

/**
 * Every message the demo shop can send reaches the shopper in the page's language: each site's
 * initial data carries the ecommerce texts of all the shop's phrases, and the storefront's own
 * translation turns a filled-in message into text of that language (SPEC.md section 8).
 */
const textsOf = async (cms: string, prefix: string) =>
  ((await getJson(`${cms}${prefix}/?type=834`)).body as { texts: Record<string, string> }).texts

/** A message as the shop sends it: placeholders filled with sample values. */
const sent = (name: PhraseName) => phrase(name, 'VIT-D3-1000', 3)

describe('the ecommerce texts of the demo CMS', () => {
  it('translate every message of the demo shop on every German page', async () => {
    for (const { siteId, locale, prefix, cms } of SITE_LOCALES.filter((s) => s.locale === 'de')) {
      const texts = await textsOf(cms, prefix)
      for (const name of Object.keys(PHRASES) as PhraseName[]) {
        const message = sent(name)
        const shown = translateShopMessage(texts, message)
        expect(shown, `${siteId} ${locale}: ${message}`).not.toBe(message)
        // German text, the values kept: no English sentence on a German page.
        expect(shown, `${siteId}: ${message}`).not.toMatch(/\b(the|is|not|cart|please)\b/i)
        // Every placeholder the text uses is filled in.
        expect(shown, `${siteId}: ${name}`).not.toMatch(/%\d/)
      }
    }
  })
  it('have an English text for every message on the English pages', async () => {
    const english = SITE_LOCALES.filter((s) => s.locale === 'en')
    expect(english.length).toBeGreaterThan(0)
    for (const { siteId, prefix, cms } of english) {
      const texts = await textsOf(cms, prefix)
      for (const name of Object.keys(PHRASES) as PhraseName[]) {
        const key = `ecommerce.${PHRASES[name]}`
        expect(texts[key], `${siteId}: ${key}`).toMatch(/\S/)
        const shown = translateShopMessage(texts, sent(name))
        expect(shown, `${siteId}: ${name}`).not.toMatch(/%\d/)
      }
      // The shop's German carrier and method titles, too.
      for (const title of Object.values(SHIPPING_TITLES))
        expect(translateShopMessage(texts, title), `${siteId}: ${title}`).toMatch(
          /shipping|parcel|Express/,
        )
    }
  })
})
