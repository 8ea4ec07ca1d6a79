import { useMemo } from 'react'
import type { PublicSite } from '../brands/sites'
import { withLocale } from '../lib/locale-path'
import type { StorefrontContextValue } from '../lib/storefront-context'
import type { StorefrontServices } from './services/create-services'

/** The facts of the page's locale every component may read (../lib/storefront-context.ts). */
export const useStorefrontContextValue = (
  site: PublicSite,
  locale: string,
  dev: boolean,
  { translations }: Pick<StorefrontServices, 'translations'>,
  textsUrl: string,
): StorefrontContextValue =>
  useMemo(
    () => ({
      locale,
      languageTag: site.locales.find((entry) => entry.code === locale)?.hreflang ?? locale,
      dev,
      localePath: (path: string) => withLocale(path, locale, site.defaultLocale),
      texts: () => translations.texts(textsUrl),
    }),
    [locale, site.locales, dev, site.defaultLocale, translations, textsUrl],
  )
