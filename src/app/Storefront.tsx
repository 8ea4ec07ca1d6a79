import { useMemo } from 'react'
import { pageLinkFor } from '../brands/sites'
import { I18nContext, createI18n } from '../lib/i18n'
import { withLocale } from '../lib/locale-path'
import { StorefrontContext } from '../lib/storefront-context'
import type { Bootstrap } from './bootstrap'
import { BypassLink } from './chrome/BypassLink'
import { Footer } from './chrome/Footer'
import { Header } from './chrome/Header'
import { LoadingBar } from './chrome/LoadingBar'
import { ErrorPage } from './ErrorPage'
import { PageView } from './PageView'
import { routeError } from './router/route-error'
import { useRouter } from './router/use-router'
import { useVersionCheck } from './router/use-version-check'

/**
 * The root of the React tree, rendered by the worker and hydrated in the browser from the same
 * bootstrap snapshot. Everything per request (i18n, later the stores) is created here, never at
 * module level: workerd reuses an isolate across requests.
 */
export const Storefront = ({ data }: { data: Bootstrap }) => {
  const { site, buildId, origin } = data
  const { route, navigating } = useRouter({
    initial: {
      path: data.path,
      locale: data.locale,
      payload: data.payload,
      initialData: data.initialData,
      error: data.error,
    },
    site,
    buildId,
    origin,
  })
  useVersionCheck(buildId)

  const { locale, initialData, payload } = route
  const locales = site.locales
  const t = useMemo(() => createI18n(locale, initialData.texts).t, [locale, initialData.texts])
  const context = useMemo(
    () => ({
      locale,
      languageTag: locales.find((entry) => entry.code === locale)?.hreflang ?? locale,
      dev: data.dev,
      localePath: (path: string) => withLocale(path, locale, site.defaultLocale),
    }),
    [locale, locales, data.dev, site.defaultLocale],
  )
  const page = payload.kind === 'page' ? payload.page : null
  const error = routeError(route)
  const languages = page && page.i18n.length > 0 ? page.i18n : initialData.i18n

  return (
    <StorefrontContext.Provider value={context}>
      <I18nContext.Provider value={t}>
        <BypassLink targetId="main-content" />
        <LoadingBar loading={navigating} />
        <Header
          brand={site.brand}
          navigation={initialData.navigation}
          languages={languages}
          homeLink={context.localePath('/')}
          cartLink={context.localePath(pageLinkFor(site.pageLinks, 'cart', locale))}
          loginLink={context.localePath(pageLinkFor(site.pageLinks, 'login', locale))}
          cartCount={0}
        />
        {error ? <ErrorPage error={error} /> : page && <PageView key={route.path} page={page} />}
        <Footer
          brand={site.brand}
          groups={initialData.footer}
          {...(page?.mandatoryText ? { mandatoryText: page.mandatoryText } : {})}
        />
      </I18nContext.Provider>
    </StorefrontContext.Provider>
  )
}
