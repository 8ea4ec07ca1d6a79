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
  /** The CMS texts of the locale, as they came: the shop's messages are translated through them. */
  texts: Readonly<Record<string, string>>
}

export const StorefrontContext = createContext<StorefrontContextValue>({
  locale: 'de',
  languageTag: 'de-DE',
  dev: false,
  localePath: (path) => path,
  texts: {},
})

export const useStorefront = (): StorefrontContextValue => useContext(StorefrontContext)
