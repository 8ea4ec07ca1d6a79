import type { SharedTranslator } from '../../app'
import { createI18n } from '../../lib'

/**
 * i18next instances shared by the requests of one isolate. Initialising i18next costs about
 * 0.8 ms of CPU, a good part of a page render (bench: SSR render); an instance that is never
 * changed after init (no changeLanguage, no added resources) holds no request's or shopper's
 * data, only a locale's CMS texts, so sharing it is safe, as the upstream cache shares in-flight
 * loads. This deviates from DESIGN.md section 4's "i18n instance per request" on purpose; the
 * browser still makes its own per page load.
 *
 * Keyed by the name of the texts' file (InitialData.textsUrl), which names their content
 * (src/worker/loaders/interface-texts.ts): a purge or a new CMS answer with other texts, or a
 * deploy with other storefront texts, gets an instance of its own. Bounded, oldest out first.
 */
const MAX_TRANSLATORS = 16
const translators = new Map<string, SharedTranslator>()

/**
 * At most this many results per instance: i18next's t() costs ~10 µs a call, a page makes
 * dozens of the same calls on every render, and the server's translations
 * (src/app/services/translations.ts) answer a repeated call from these.
 */
const MAX_RESULTS = 500

export const sharedTranslator = (
  locale: string,
  textsUrl: string,
  texts: Readonly<Record<string, string>>,
): SharedTranslator => {
  const key = `${locale}\u0000${textsUrl}`
  const known = translators.get(key)
  if (known) return known
  const shared = {
    t: createI18n(locale, { ...texts }).t,
    results: new Map(),
    maxResults: MAX_RESULTS,
  }
  translators.set(key, shared)
  if (translators.size > MAX_TRANSLATORS) {
    const oldest = translators.keys().next().value
    if (oldest !== undefined) translators.delete(oldest)
  }
  return shared
}
