import type { TFunction } from 'i18next'
import { createI18n, translationKey } from '../../lib'

/**
 * Translate functions shared by the requests of one isolate. Initialising i18next costs about
 * 0.8 ms of CPU, a good part of a page render (bench: SSR render); an instance that is never
 * changed after init (no changeLanguage, no added resources) holds no request's or shopper's
 * data, only a locale's CMS texts, so sharing it is safe, as upstream-cache.ts shares in-flight
 * loads. This deviates from DESIGN.md section 4's "i18n instance per request" on purpose; the
 * browser still makes its own per page load.
 *
 * Keyed by the name of the texts' file (InitialData.textsUrl), which names their content
 * (src/worker/routes/interface-texts.ts): a purge or a new CMS answer with other texts, or a
 * deploy with other storefront texts, gets an instance of its own. Bounded, oldest out first.
 */
const MAX_TRANSLATORS = 16
const translators = new Map<string, TFunction>()

export const sharedTranslator = (
  locale: string,
  textsUrl: string,
  texts: Readonly<Record<string, string>>,
): TFunction => {
  const key = `${locale}\u0000${textsUrl}`
  const known = translators.get(key)
  if (known) return known
  const t = remembering(createI18n(locale, { ...texts }).t)
  translators.set(key, t)
  if (translators.size > MAX_TRANSLATORS) {
    const oldest = translators.keys().next().value
    if (oldest !== undefined) translators.delete(oldest)
  }
  return t
}

/** At most this many results per translator: page chrome repeats the same few dozen calls. */
const MAX_REMEMBERED = 500

/**
 * i18next's t() costs ~10 µs a call, and a page makes dozens of the same calls on every render.
 * For an instance that never changes, the same arguments give the same text: remember it.
 */
const remembering = (t: TFunction): TFunction => {
  const translate = t as unknown as (...params: unknown[]) => unknown
  const results = new Map<string, unknown>()
  const remembered = (...args: unknown[]) => {
    const key = translationKey(args)
    if (key === null) return translate(...args)
    if (results.has(key)) return results.get(key)
    const result = translate(...args)
    if (results.size < MAX_REMEMBERED) results.set(key, result)
    return result
  }
  return remembered as unknown as TFunction
}
