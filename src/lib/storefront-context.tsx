import { createContext, useContext } from 'react'

/**
 * Per-render facts every component may read: which locale, its texts, whether this is a
 * development build.
 */
export interface StorefrontContextValue {
  /** The active locale code (path prefix form, e.g. 'de'). */
  locale: string
  /** BCP 47 tag for Intl formatting, e.g. 'de-DE'. */
  languageTag: string
  /** Development builds show placeholders and error stacks that production hides. */
  dev: boolean
  /** Prefixes a site-relative path with the locale prefix where the locale is not the default. */
  localePath: (path: string) => string
  /**
   * The interface texts of the locale as far as the browser has them (the shop's messages are
   * translated through them): all of them on the server; in the browser {} until the locale's
   * texts file is there, which a shop action, a client navigation or the shopper's first
   * interaction loads (src/app/services/translations.ts). Read when a message is shown.
   */
  texts: () => Readonly<Record<string, string>>
}

export const StorefrontContext = createContext<StorefrontContextValue>({
  locale: 'de',
  languageTag: 'de-DE',
  dev: false,
  localePath: (path) => path,
  texts: () => ({}),
})

export const useStorefront = (): StorefrontContextValue => useContext(StorefrontContext)
