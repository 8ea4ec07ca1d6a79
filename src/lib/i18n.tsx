import { createContext, useContext } from 'react'
import { createInstance, type TFunction } from 'i18next'

/**
 * One i18next instance per request (server) or page load (browser), fed with the texts of the
 * CMS initial data. Keys are flat ('message.cart.add'), so dots are not nesting separators.
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

/** Without a provider: the fallback text given with the key (as a string or as defaultValue). */
const fallbackT = ((key: string, fallback?: unknown) => {
  if (typeof fallback === 'string') return fallback
  const options = fallback as { defaultValue?: unknown } | undefined
  return typeof options?.defaultValue === 'string' ? options.defaultValue : key
}) as unknown as TFunction

export const I18nContext = createContext<TFunction>(fallbackT)

/** The translate function: `t('header.cart', 'Cart')`; the second argument is the fallback text. */
export const useT = (): TFunction => useContext(I18nContext)
