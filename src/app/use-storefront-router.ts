import type { Bootstrap } from './bootstrap'
import { loadErrorPage } from './error-page-on-demand'
import { carryMessages } from './messages/carried-messages.client'
import { routeElementTypes } from './router/route-elements'
import { useRouter, type Router } from './router/use-router'
import type { StorefrontServices } from './services/create-services'

/**
 * Client navigation from the page the worker rendered, with what the page's services must have
 * ready before the next page shows: its element code, its texts, the error page's code.
 */
export const useStorefrontRouter = (
  data: Omit<Bootstrap, 'translations'>,
  services: StorefrontServices,
): Router =>
  useRouter({
    initial: {
      path: data.path,
      locale: data.locale,
      payload: data.payload,
      initialData: data.initialData,
      error: data.error,
    },
    site: data.site,
    buildId: data.buildId,
    origin: data.origin,
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
    // Messages bound to the next page reach it when a navigation falls back to loading it whole.
    beforeFullLoad: (path) => carryMessages(services.messages.getState().messages, path),
  })
