import { describe, expect, it } from 'vitest'
import { translateShopMessage } from '../../src/cart/errors/translate'
import { mergeInterfaceTexts } from '../../src/lib/texts/interface-texts'
import { SHIPPING_TITLES } from '../shop/domain/shipping-rates'
import { PHRASES, phrase, type PhraseName } from '../shop/errors'
import { getJson, SITE_LOCALES } from './test-support'

/**
 * Every message the demo shop can send reaches the shopper in the page's language: the
 * storefront's own ecommerce texts with the demo CMS's texts on top (as the worker merges them,
 * src/worker/routes/interface-texts.ts) translate each of the shop's phrases (SPEC.md
 * section 8), and the English pages also the shop's German carrier titles.
 */
const pageTexts = async (cms: string, prefix: string, locale: string) => {
  const { texts } = (await getJson(`${cms}${prefix}/?type=834`)).body as {
    texts: Record<string, string>
  }
  return mergeInterfaceTexts(locale, texts)
}

/** A message as the shop sends it: placeholders filled with sample values. */
const sent = (name: PhraseName) => phrase(name, 'VIT-D3-1000', 3)

describe('the shop messages on the demo pages', () => {
  it('are German on every German page', async () => {
    for (const { siteId, locale, prefix, cms } of SITE_LOCALES.filter((s) => s.locale === 'de')) {
      const texts = await pageTexts(cms, prefix, locale)
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

  it('have an English text for every message and carrier title on the English pages', async () => {
    const english = SITE_LOCALES.filter((s) => s.locale === 'en')
    expect(english.length).toBeGreaterThan(0)
    for (const { siteId, locale, prefix, cms } of english) {
      const texts = await pageTexts(cms, prefix, locale)
      for (const name of Object.keys(PHRASES) as PhraseName[]) {
        const shown = translateShopMessage(texts, sent(name))
        expect(shown, `${siteId}: ${name}`).toMatch(/\S/)
        expect(shown, `${siteId}: ${name}`).not.toMatch(/%\d|„/)
      }
      for (const title of Object.values(SHIPPING_TITLES))
        expect(translateShopMessage(texts, title), `${siteId}: ${title}`).toMatch(
          /shipping|parcel|Express/,
        )
    }
  })
})
