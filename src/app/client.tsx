import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { readAuthToken } from '../account'
import { createDocumentCookieJar, loadCartCookie } from '../shop'
import { noHydrationGates, type ElementCode, type HydrationGates } from '../elements'
import { createElementComponentLoader } from '../elements/registry/lazy-components'
import { noAnalytics } from './analytics/analytics'
import { activeAnalytics } from './analytics/analytics-settings'
import { createMatomoAnalytics } from './analytics/matomo.client'
import { BOOTSTRAP_ELEMENT_ID, parseBootstrap } from './bootstrap'
import { isCodeLoadError, reloadForFailedCode } from './chunk-reload.client'
import { loadErrorPage } from './error-page-on-demand'
import { hasCarriedMessages } from './messages/carried-messages.client'
import { createStorefrontServices } from './services/create-services'
import { preloadTextsOnInteraction } from './services/preload-texts.client'
import { createBrowserTranslations } from './services/translations'
import { routeHydration } from './router/route-elements'
import { Storefront } from './Storefront'

/**
 * The browser entry: the only hydrateRoot(). It reads the snapshot the worker rendered from and
 * the same cookies the worker read, so the first render matches the server's to the letter.
 */
const analyticsFor = (settings: Parameters<typeof activeAnalytics>[0]) => {
  const active = activeAnalytics(settings)
  return active ? createMatomoAnalytics(active, window) : noAnalytics
}

/** The gates of the page's late elements: their code loads only for a page that has some. */
const lateElementGates = async (
  hasLate: boolean,
  elements: ElementCode,
): Promise<HydrationGates> => {
  if (!hasLate) return noHydrationGates
  const { createBrowserHydrationGates } =
    await import('../elements/registry/hydration-gates.client')
  return createBrowserHydrationGates({ load: (types) => elements.load(types), window })
}

const element = document.getElementById(BOOTSTRAP_ELEMENT_ID)
const root = document.getElementById('root')
const hydrate = async (bootstrap: HTMLElement, root: HTMLElement) => {
  const data = parseBootstrap(JSON.parse(bootstrap.textContent ?? '{}'))
  // The page's element code first (the worker preloaded those chunks), so hydration meets
  // exactly the tree the server rendered; that of elements further down loads as they come near.
  const elements = createElementComponentLoader()
  const cookies = createDocumentCookieJar()
  // As the customer's session will read it, and the worker did: which elements hydrate late.
  const plan = routeHydration(data, readAuthToken(cookies.read(), data.site.brand) !== null)
  const [initialCart, hydration] = await Promise.all([
    loadCartCookie(cookies.read()),
    lateElementGates(plan.hasLate, elements),
    elements.load(plan.types),
    data.error && loadErrorPage(),
  ])
  const services = createStorefrontServices({
    site: data.site,
    page: { locale: data.locale, path: data.path, textsUrl: data.initialData.textsUrl },
    cookies,
    initialCart,
    translations: createBrowserTranslations({
      locale: data.locale,
      textsUrl: data.initialData.textsUrl,
      recorded: data.translations,
    }),
    browser: {
      fetch: window.fetch.bind(window),
      setTimer: (callback, ms) => window.setTimeout(callback, ms),
    },
    elements,
    hydration,
    analytics: analyticsFor(data.site.analytics),
  })
  const carried = hasCarriedMessages()
    ? (await import('./messages/take-carried-messages.client')).takeCarriedMessages(data.path)
    : []
  startTransition(() => {
    hydrateRoot(root, <Storefront data={data} services={services} />, {
      // A mismatch is a bug (DESIGN.md section 4): React renders the tree again in the browser and
      // says so here; the end-to-end suite fails on any console error of any page it visits.
      onRecoverableError: (error, info) =>
        console.error('hydration: React rendered again in the browser', error, info.componentStack),
      // An error the page's boundary caught is reported there, once, with its path (Storefront);
      // React's own console report of it would say the same again.
      onCaughtError: () => {},
    })
  })
  // After the hydrating render began: that render matches the server's, which had no messages.
  for (const message of carried) services.messages.getState().add(message)
  preloadTextsOnInteraction(services.translations, document)
}

// Should the page's element code not load (offline, a deploy removed the chunk), the page is
// loaded once more; failing again, the server's HTML stays usable as it is (links are plain
// links and lead to fully rendered pages), and the console gets a note, not an error.
if (element && root)
  hydrate(element, root).catch((error: unknown) => {
    // A bug is a bug: only code that failed to load is retried and passed over quietly.
    if (!isCodeLoadError(error)) return console.error('hydration', error)
    if (!reloadForFailedCode())
      console.warn('hydration: the page stays as the server rendered it', error)
  })
