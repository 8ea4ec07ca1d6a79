import { describe, expect, it } from 'vitest'
import { translateShopMessage } from '../../src/shop'
import { mergeInterfaceTexts } from '../../src/lib/texts/interface-texts'
import { phrase, renderPhrase } from '../shop/errors'
import { PHRASES, type PhraseName } from '../shop/phrases'
import { getJson, SITE_LOCALES } from './test-support'

/**
 * Every message the demo shop can send reaches the shopper in the page's language. The shop's
 * German store views say their messages in German themselves, in the words the storefront's own
 * ecommerce texts with the demo CMS's texts on top (as the worker merges them,
 * src/worker/loaders/interface-texts.ts) give Magento's English phrases (SPEC.md section 8), so
 * a German page reads the same whichever translated; the English pages have a text for every
 * English phrase (the English store views name their carriers in English themselves).
 */
const pageTexts = async (cms: string, prefix: string, locale: string) => {
  const { texts } = (await getJson(`${cms}${prefix}/?type=834`)).body as {
    texts: Record<string, string>
  }
  return mergeInterfaceTexts(locale, texts)
}

const VALUES = ['VIT-D3-1000', 3] as const

/** A message with its placeholders filled with sample values. */
const sample = (name: PhraseName) => phrase(name, ...VALUES)

/**
 * What a German page shows for the English message: the text of its phrase filled in (looked up
 * by phrase, as one message can fit two phrases' patterns), else as the storefront translates.
 */
const pageWords = (texts: Record<string, string>, name: PhraseName) => {
  const text = texts[`ecommerce.${PHRASES[name]}`]
  return text
    ? text.replace(/%(\d)/g, (_, i: string) => String(VALUES[Number(i) - 1]))
    : translateShopMessage(texts, renderPhrase(sample(name), 'en'))
}

const NAMES = Object.keys(PHRASES) as PhraseName[]

describe('the shop messages on the demo pages', () => {
  it('are German in the German store views, in the German pages’ words', async () => {
    for (const { siteId, locale, prefix, cms } of SITE_LOCALES.filter((s) => s.locale === 'de')) {
      const texts = await pageTexts(cms, prefix, locale)
      for (const name of NAMES) {
        const german = renderPhrase(sample(name), 'de')
        const shown = pageWords(texts, name)
        if (shown !== renderPhrase(sample(name), 'en'))
          expect(german, `${siteId}: ${name}`).toBe(shown)
        // German text, the values kept: no English sentence on a German page.
        expect(german, name).not.toMatch(/\b(the|is|not|cart|please)\b/i)
        expect(german, name).not.toMatch(/%\d/)
      }
    }
  })

  it('have an English text for every message on the English pages', async () => {
    const english = SITE_LOCALES.filter((s) => s.locale === 'en')
    expect(english.length).toBeGreaterThan(0)
    for (const { siteId, locale, prefix, cms } of english) {
      const texts = await pageTexts(cms, prefix, locale)
      for (const name of NAMES) {
        const shown = translateShopMessage(texts, renderPhrase(sample(name), 'en'))
        expect(shown, `${siteId}: ${name}`).toMatch(/\S/)
        expect(shown, `${siteId}: ${name}`).not.toMatch(/%\d|„/)
      }
    }
  })
})
