import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { useStore } from 'zustand'
import { AccountContext } from '../account'
import { CartContext, ShopClientContext, useCartLifecycle } from '../shop'
import {
  ElementComponentsContext,
  HydrationGatesContext,
  localePageLinks,
  pageProductSkus,
  pageShowsCart,
} from '../elements'
import { I18nContext, PageTextsContext } from '../lib/i18n'
import { withLocale } from '../lib/locale-path'
import { StorefrontContext } from '../lib/storefront-context'
import { FetchPageContext, NavigationContext } from '../lib/navigation'
import type { Bootstrap } from './bootstrap'
import { BypassLink } from './chrome/BypassLink'
import { Footer } from './chrome/Footer'
import { Header } from './chrome/Header'
import { LoadingBar } from './chrome/LoadingBar'
import { ErrorPageOnDemand, loadErrorPage } from './error-page-on-demand'
import { carryMessages } from './messages/carried-messages.client'
import { MessagesView } from './messages/MessagesView'
import { pageLanguages } from './page-languages'
import { PageErrorBoundary } from './PageErrorBoundary'
import { PageView } from './PageView'
import { reportRenderError } from './report-render-error.client'
import { routeElementTypes } from './router/route-elements'
import { routeError } from './router/route-error'
import { loginHref } from '../lib/return-path'
import { useRouter } from './router/use-router'
import { useVersionCheck } from './router/use-version-check'
import type { StorefrontServices } from './services/create-services'
import { SiteContext } from '../lib/site-context'
import { TrackingContext } from '../lib/tracking'
import { AnalyticsOptOut } from './analytics/AnalyticsOptOut'
import { activeAnalytics } from './analytics/analytics-settings'
import { cartFacts } from './analytics/commerce-facts'
import { usePageViewTracking } from './analytics/use-page-view-tracking'

/**
 * The root of the React tree, rendered by the worker and hydrated in the browser from the same
 * bootstrap snapshot and the same cookies. Everything stateful comes in as `services`, made per
 * request or per page load, never at module level: workerd reuses an isolate across requests.
 */
export const Storefront = ({
  data,
  services,
}: {
  /** The translations reach the tree through `services` (the server records them as it renders). */
  data: Omit<Bootstrap, 'translations'>
  services: StorefrontServices
}) => {
  const { site, buildId, origin } = data
  const { route, navigating, navigate, fetchPage } = useRouter({
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
    // The next page's element code and its locale's texts are loaded before it shows (a prefetch
    // loads them too): no element renders half-loaded or with a text the first page's render
    // did not have (services/translations.ts). Another view of the same page (a listing's
    // filter) keeps its elements: the first page's late ones hydrate before it shows, as the
    // change must not reach one still waiting for its code. Another page replaces them all
    // (PageErrorBoundary's key), which React allows while they wait.
    prepare: async (next, shown) => {
      const samePage = shown !== null && next.path === shown.path
      await Promise.all([
        services.elements.load(routeElementTypes(next)),
        services.translations.load(next.initialData.textsUrl),
        next.error && loadErrorPage(),
        samePage && services.hydration.openAll(),
      ])
      if (shown !== null && !samePage) services.hydration.leave()
    },
    translate: (next) => services.translations.translator(next.locale, next.initialData.textsUrl),
    beforeFullLoad: (path) => carryMessages(services.messages.getState().messages, path),
  })
  useVersionCheck(buildId)

  const { locale, initialData, payload } = route
  const locales = site.locales
  // A new function once i18next or missing texts arrived (services/translations.ts): every text
  // renders again.
  const translate = () => services.translations.translator(locale, initialData.textsUrl)
  // Told of new texts only once the first page's late elements hydrated: React drops the server
  // HTML of a boundary a context change reaches while it still waits for its code.
  const subscribeToTexts = useCallback(
    (listener: () => void) =>
      services.translations.subscribe(() => void services.hydration.openAll().then(listener)),
    [services],
  )
  const t = useSyncExternalStore(subscribeToTexts, translate, translate)
  const pageTexts = useMemo(
    () => ({
      loaded: () => services.translations.hasTexts(initialData.textsUrl),
      load: () => services.translations.loadTexts(initialData.textsUrl),
      loadWithValues: () => services.translations.load(initialData.textsUrl),
    }),
    [services, initialData.textsUrl],
  )
  const context = useMemo(
    () => ({
      locale,
      languageTag: locales.find((entry) => entry.code === locale)?.hreflang ?? locale,
      dev: data.dev,
      localePath: (path: string) => withLocale(path, locale, site.defaultLocale),
      texts: () => services.translations.texts(initialData.textsUrl),
    }),
    [locale, locales, data.dev, site.defaultLocale, services, initialData.textsUrl],
  )
  const page = payload.kind === 'page' ? payload.page : null
  const error = routeError(route)
  const languages = useMemo(
    () => pageLanguages(page, initialData, locales),
    [page, initialData, locales],
  )
  const cartValue = useMemo(
    () => ({
      cart: services.cart,
      products: services.products,
      actions: services.actions,
      messages: services.messages,
    }),
    [services],
  )
  const itemsCount = useStore(services.cart, (state) => state.itemsCount)
  const accountValue = useMemo(
    () => ({
      session: services.session.store,
      actions: services.account,
      addresses: services.addresses,
      wishlist: services.wishlist,
    }),
    [services],
  )
  // From the token cookie, which the worker read from the request: no flicker on hydration.
  const signedIn = useStore(services.session.store, (state) => state.signedIn)
  // For components that lead somewhere without a link click (the listing's filters, searches).
  const navigateTo = useCallback((href: string) => void navigate(href), [navigate])
  const pageLink = localePageLinks(site.pageLinks, locale, context.localePath)

  // The services read where the shopper is from one store, and ask for navigations through it.
  useEffect(() => {
    services.location.setState({ locale, path: route.path, textsUrl: initialData.textsUrl })
  }, [services, locale, route.path, initialData.textsUrl])
  useEffect(
    () =>
      services.location.subscribe((state, previous) => {
        if (state.navigation && state.navigation !== previous.navigation)
          void navigate(state.navigation.path)
      }),
    [services, navigate],
  )
  // Messages belong to the page they were shown on (SPEC.md section 4); one shown for the page
  // being navigated to (the session-expired notice on the login page) stays.
  useEffect(() => services.messages.getState().routeChanged(route.path), [services, route.path])
  useCartLifecycle({
    actions: services.actions,
    products: services.products,
    shop: services.shop,
    pageSkus: pageProductSkus(page),
    locale,
    onPurchase: (purchase) =>
      services.analytics.checkoutSuccess(purchase, services.session.store.getState().signedIn),
    successPath: pageLink('success'),
  })
  useEffect(() => services.analytics.load(), [services])
  const commerceFacts = useCallback(
    () => cartFacts(services.cart.getState(), services.session.store.getState().signedIn),
    [services],
  )
  usePageViewTracking({ analytics: services.analytics, route, facts: commerceFacts })
  // SPEC.md section 2: the privacy page offers the opt-out, where there is a tracker to opt out of.
  const optOut =
    route.path === pageLink('privacy') && activeAnalytics(site.analytics) ? (
      <AnalyticsOptOut analytics={services.analytics} />
    ) : null

  return (
    <StorefrontContext.Provider value={context}>
      <NavigationContext.Provider value={navigateTo}>
        <FetchPageContext value={fetchPage}>
          <SiteContext.Provider value={site}>
            <I18nContext.Provider value={t}>
              <PageTextsContext.Provider value={pageTexts}>
                <CartContext.Provider value={cartValue}>
                  <AccountContext.Provider value={accountValue}>
                    <ShopClientContext value={services.shop}>
                      <ElementComponentsContext.Provider value={services.elements.components}>
                        <HydrationGatesContext value={services.hydration}>
                          <BypassLink targetId="main-content" />
                          <LoadingBar loading={navigating} />
                          <Header
                            brand={site.brand}
                            navigation={initialData.navigation}
                            languages={languages}
                            homeLink={context.localePath('/')}
                            searchAction={pageLink('products')}
                            shop={
                              site.ecommerce.enabled
                                ? {
                                    cartLink: pageLink('cart'),
                                    cartCount: itemsCount,
                                    // Back to this page after signing in.
                                    loginLink: loginHref(pageLink('login'), route.path),
                                    accountLink: pageLink('account'),
                                    signedIn,
                                  }
                                : null
                            }
                            origin={origin}
                          />
                          <MessagesView
                            store={services.messages}
                            showCartMessages={!pageShowsCart(page)}
                          />
                          <PageErrorBoundary
                            key={route.path}
                            dev={data.dev}
                            onError={(failure, componentStack) => {
                              // As the worker logs a server error (src/worker/reporting.ts): status, path, detail.
                              console.error(`[500] render ${route.path}:`, failure, componentStack)
                              reportRenderError(route.path, failure, componentStack)
                            }}
                          >
                            <TrackingContext.Provider value={services.analytics}>
                              {error ? (
                                <ErrorPageOnDemand error={error} />
                              ) : (
                                page && <PageView page={page} mainEnd={optOut} />
                              )}
                            </TrackingContext.Provider>
                          </PageErrorBoundary>
                          <Footer
                            brand={site.brand}
                            groups={initialData.footer}
                            {...(site.ecommerce.enabled
                              ? {
                                  account: {
                                    loginLink: pageLink('login'),
                                    accountLink: pageLink('account'),
                                    signedIn,
                                  },
                                }
                              : {})}
                            origin={origin}
                            {...(page?.mandatoryText ? { mandatoryText: page.mandatoryText } : {})}
                          />
                        </HydrationGatesContext>
                      </ElementComponentsContext.Provider>
                    </ShopClientContext>
                  </AccountContext.Provider>
                </CartContext.Provider>
              </PageTextsContext.Provider>
            </I18nContext.Provider>
          </SiteContext.Provider>
        </FetchPageContext>
      </NavigationContext.Provider>
    </StorefrontContext.Provider>
  )
}
