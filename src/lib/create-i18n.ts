import { createInstance } from 'i18next'
import type { TextKey, TextValues } from './i18n'

/** What i18next answers for a key: the text with its values filled in. */
export type I18nextTranslate = (key: TextKey, values?: TextValues) => string

/**
 * One i18next instance, fed with a locale's texts (the storefront's table with the CMS's texts
 * on top). Keys are flat ('message.cart.add'), so dots are not nesting separators. The worker
 * makes them for its renders; the browser loads this module when a page needs a text its server
 * render did not show (src/app/services/translations.ts). The one place the storefront meets
 * i18next's own types.
 */
export const createI18n = (
  locale: string,
  texts: Record<string, string>,
): { t: I18nextTranslate } => {
  const i18n = createInstance()
  void i18n.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: texts } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
  return { t: (key, values) => i18n.t(key, { ...values }) }
}
