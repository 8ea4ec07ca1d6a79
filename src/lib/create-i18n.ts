import { createInstance } from 'i18next'

/**
 * One i18next instance, fed with a locale's texts from the CMS initial data. Keys are flat
 * ('message.cart.add'), so dots are not nesting separators. The worker makes them for its
 * renders; the browser loads this module when a page needs a text its server render did not
 * show (src/app/services/translations.ts).
 */
export const createI18n = (locale: string, texts: Record<string, string>) => {
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
  return i18n
}
