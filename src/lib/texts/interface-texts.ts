import { DE } from './de'
import { ecommerceTexts } from './ecommerce-texts'
import { EN } from './en'

/**
 * The interface texts a page gets: the storefront's own for its language, with the CMS's texts
 * on top. A standard EXT:headless installation sends no `texts` in its initial data, so the
 * storefront must bring every text it shows; a site whose CMS has texts keeps its wording.
 * The worker merges them per request (src/worker/loaders/interface-texts.ts); the browser gets
 * the merged texts in the bootstrap snapshot and never loads these modules.
 */
export type InterfaceLanguage = 'de' | 'en'
export type Texts = Readonly<Record<string, string>>

const TEXTS: Readonly<Record<InterfaceLanguage, Texts>> = {
  de: { ...ecommerceTexts('de'), ...DE },
  en: { ...ecommerceTexts('en'), ...EN },
}

/**
 * The language of the storefront's texts for a locale's language (its two-letter ISO code).
 * Any language but German gets English: a site in a language the storefront has no texts for
 * (say Polish) is better served by the language its visitors most likely read besides their
 * own, and the shop's untranslated messages are Magento's English anyway, so the page mixes in
 * one foreign language, not two. German there would be German on a page that is not German.
 */
export const interfaceLanguage = (twoLetterIsoCode: string): InterfaceLanguage =>
  twoLetterIsoCode.toLowerCase() === 'de' ? 'de' : 'en'

/**
 * The storefront's texts for the language, each overridden by the CMS's text of the same key.
 * An empty CMS text overrides nothing: TYPO3 sends '' for a label an editor left blank, and a
 * blank button or message helps no shopper.
 */
export const mergeInterfaceTexts = (
  twoLetterIsoCode: string,
  cmsTexts: Texts,
): Record<string, string> => {
  const texts = { ...TEXTS[interfaceLanguage(twoLetterIsoCode)] }
  for (const [key, text] of Object.entries(cmsTexts)) if (text !== '') texts[key] = text
  return texts
}
