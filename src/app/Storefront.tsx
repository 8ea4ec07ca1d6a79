import { useCallback, useMemo } from 'react'
import { useStore } from 'zustand'
import { AccountContext } from '../account'
import {
  ElementComponentsContext,
  HydrationGatesContext,
  localePageLinks,
  pageShowsCart,
} from '../elements'
import { I18nContext, PageTextsContext } from '../lib/i18n'
import { FetchPageContext, NavigationContext } from '../lib/navigation'
import { loginHref } from '../lib/return-path'
import { SiteContext } from '../lib/site-context'
import { StorefrontContext } from '../lib/storefront-context'
import { TrackingContext } from '../lib/tracking'
import { CartContext, ShopClientContext } from '../shop'
import { useStorefrontAnalytics } from './analytics/use-storefront-analytics'
import type { Bootstrap } from './bootstrap'
import { BypassLink } from './chrome/BypassLink'
import { Footer } from './chrome/Footer'
import { Header } from './chrome/Header'
import { LoadingBar } from './chrome/LoadingBar'
import { composeProviders, provide } from './compose-providers'
import { ErrorPageOnDemand } from './error-page-on-demand'
import { MessagesView } from './messages/MessagesView'
import { pageLanguages } from './page-languages'
import { PageErrorBoundary } from './PageErrorBoundary'
import { pageRenderErrorHandler } from './page-render-error-handler'
import { PageView } from './PageView'
import { routeError } from './router/route-error'
import { useVersionCheck } from './router/use-version-check'
import type { StorefrontServices } from './services/create-services'
import { useLocationSync } from './use-location-sync'
import { useMessagesFollowPage } from './use-messages-follow-page'
import { usePageCartLifecycle } from './use-page-cart-lifecycle'
import { usePageTextsLoader } from './use-page-texts-loader'
import { usePageTranslator } from './use-page-translator'
import { useShopContextValues } from './use-shop-context-values'
import { useStorefrontContextValue } from './use-storefront-context-value'
import { useStorefrontRouter } from './use-storefront-router'

/**
 * The root of the React tree, rendered by the worker and hydrated in the browser from the same
 * bootstrap snapshot and the same cookies. Everything stateful comes in as `services`, made per
 * request or per page load, never at module level: workerd reuses an isolate across requests.
 * It is the page's frame: the contexts every component reads, around the header, the messages,
 * the page (or its error page) and the footer.
 */
export const Storefront = ({
  data,
  services,
}: {
  /** The translations reach the tree through `services` (the server records them as it renders). */
  data: Omit<Bootstrap, 'translations'>
  services: StorefrontServices
}) => {
  const { site, origin, dev } = data
  const { route, navigating, navigate, fetchPage } = useStorefrontRouter(data, services)
  useVersionCheck(data.buildId)

  const { locale, initialData, payload, path } = route
  const { textsUrl } = initialData
  const translate = usePageTranslator(services, locale, textsUrl)
  const pageTexts = usePageTextsLoader(services, textsUrl)
  const storefront = useStorefrontContextValue(site, locale, dev, services, textsUrl)
  const [cart, account] = useShopContextValues(services)
  // For components that lead somewhere without a link click (the listing's filters, searches).
  const navigateTo = useCallback((href: string) => void navigate(href), [navigate])
  const page = payload.kind === 'page' ? payload.page : null
  const error = routeError(route)
  const languages = useMemo(
    () => pageLanguages(page, initialData, site.locales),
    [page, initialData, site.locales],
  )
  const itemsCount = useStore(services.cart, (state) => state.itemsCount)
  // From the token cookie, which the worker read from the request: no flicker on hydration.
  const signedIn = useStore(services.session.store, (state) => state.signedIn)
  const pageLink = localePageLinks(site.pageLinks, locale, storefront.localePath)

  useLocationSync(services.location, route, navigate)
  useMessagesFollowPage(services.messages, path)
  usePageCartLifecycle(services, page, locale, pageLink('success'))
  const analyticsOptOut = useStorefrontAnalytics(
    services,
    route,
    site,
    path === pageLink('privacy'),
  )

  // None of these contexts reads another: the order only groups them.
  return composeProviders(
    [
      // Where the shopper is, and how components lead elsewhere.
      provide(StorefrontContext, storefront),
      provide(NavigationContext, navigateTo),
      provide(FetchPageContext, fetchPage),
      provide(SiteContext, site),
      // The texts: a new translator once more of them arrived renders every text again.
      provide(I18nContext, translate),
      provide(PageTextsContext, pageTexts),
      // The shop and the customer.
      provide(CartContext, cart),
      provide(AccountContext, account),
      provide(ShopClientContext, services.shop),
      // What the page's elements need: their code, their hydration, what they report.
      provide(ElementComponentsContext, services.elements.components),
      provide(HydrationGatesContext, services.hydration),
      provide(TrackingContext, services.analytics),
    ],
    <>
      <BypassLink targetId="main-content" />
      <LoadingBar loading={navigating} />
      <Header
        brand={site.brand}
        navigation={initialData.navigation}
        languages={languages}
        homeLink={storefront.localePath('/')}
        searchAction={pageLink('products')}
        shop={
          site.ecommerce.enabled
            ? {
                cartLink: pageLink('cart'),
                cartCount: itemsCount,
                // Back to this page after signing in.
                loginLink: loginHref(pageLink('login'), path),
                accountLink: pageLink('account'),
                signedIn,
              }
            : null
        }
        origin={origin}
      />
      <MessagesView store={services.messages} showCartMessages={!pageShowsCart(page)} />
      {/* Keyed by path: the next page renders afresh after one that failed. */}
      <PageErrorBoundary key={path} dev={dev} onError={pageRenderErrorHandler(path)}>
        {error ? (
          <ErrorPageOnDemand error={error} />
        ) : (
          page && <PageView page={page} mainEnd={analyticsOptOut} />
        )}
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
    </>,
  )
}
