import type { TextKey } from '../../../src/lib/texts/keys'

/**
 * The interface texts of the initial data (`texts`): only where the demo's editors word a text
 * their own way. The storefront ships German and English texts for every key it shows
 * (src/lib/texts); a CMS's texts win key by key, as a site's editors may keep theirs. Typed by
 * the storefront's key list, so an override of a text the storefront never shows fails the type
 * check instead of silently doing nothing.
 */

export type Lang = 'de' | 'en'

type Overrides = Partial<Record<TextKey, string>>

/** The wording all demo sites share: the company's full name in the copyright line. */
const SHARED: Record<Lang, Overrides> = {
  de: { 'footer.copyright': '© {company} · Alle Rechte vorbehalten' },
  en: { 'footer.copyright': '© {company} · All rights reserved' },
}

/**
 * The texts of one language for a site: the shared wording with the company filled in and the
 * site's own wording on top. The shop's carrier titles are the shop's: each store view names
 * them in its language.
 */
export const uiTexts = (
  lang: Lang,
  company: string,
  overrides: Overrides = {},
): Record<string, string> => {
  const texts: Record<string, string> = {
    ...SHARED[lang],
    ...overrides,
  }
  if (texts['footer.copyright'])
    texts['footer.copyright'] = texts['footer.copyright'].replace('{company}', company)
  return texts
}

/** The notice food supplements must carry (EU Directive 2002/46/EC, art. 6; German NemV § 4). */
export const MANDATORY_TEXT: Record<Lang, string> = {
  de: 'Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise. Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden. Außerhalb der Reichweite von kleinen Kindern lagern.',
  en: 'Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle. Do not exceed the recommended daily intake. Keep out of the reach of young children.',
}
