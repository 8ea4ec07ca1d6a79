import { renderToReadableStream } from 'react-dom/server'
import {
  createServerTranslations,
  createStorefrontServices,
  documentShell,
  noAnalytics,
  routeHydration,
  routeHead,
  Storefront,
  type Bootstrap,
  type RouteState,
} from '../../app'
import { createRequestCookieJar, readCartCookie } from '../../shop'
import { allElementCode } from '../../elements/registry/components'
import { withElementFills } from '../../elements/registry/fills'
import { StreamedFillsContext, type ElementFills } from '../../elements/registry/streamed-fills'
import { toScriptSafeJson } from '../../lib'
import { buildManifest } from './build-manifest'
import { sharedTranslator } from './translators'

/**
 * The streamed document of one page: the shell's head, then <Storefront/> rendered by React as a
 * root of its own (as the browser hydrates it, so every tree position agrees), then the bootstrap
 * data and the client script. The request's cookies give the header's cart count, so it does not
 * flicker. Pure of the worker's request plumbing, so the benchmark renders what the worker does.
 */
export interface RenderDocumentOptions {
  /** The snapshot, but for the texts the render records. */
  bootstrap: Omit<Bootstrap, 'translations'>
  /**
   * The page's streamed fills (the listings' products for the request's filters), on their way
   * from the shop: React streams everything else at once, their elements suspend on them, and
   * the bootstrap's payload carries them once they are there.
   */
  streamed?: Promise<ElementFills> | null
  /**
   * The interface texts of the page's locale, those at bootstrap.initialData.textsUrl: the render
   * translates with them, and the bootstrap carries only the texts it used.
   */
  texts: Readonly<Record<string, string>>
  nonce: string
  cookieHeader: string | null | undefined
  /**
   * For crawlers, which read the whole document at once: React then inlines every part where
   * it stands instead of streaming large ones behind a script.
   */
  wholeDocument?: boolean
  onError: (error: unknown) => void
}

export interface DocumentStream {
  stream: ReadableStream<Uint8Array>
  /** Resolves once React has rendered everything (bots wait for it). */
  allReady: Promise<void>
}

/**
 * The entry's imports, the chunks of the page's elements that hydrate with it, the late
 * elements' gates where it has some and, for a shopper with a cart, the cart cookie's parser the
 * browser reads it with: fetched in parallel, no waterfall.
 */
const modulePreloads = (route: RouteState, hasCart: boolean, signedIn: boolean): string[] => {
  const { types, hasLate } = routeHydration(route, signedIn)
  const chunks = [...types].flatMap((type) => buildManifest.elements[type] ?? [])
  const gates = hasLate ? buildManifest.lateHydration : []
  const cart = hasCart ? buildManifest.cartCookie : []
  return [...new Set([...buildManifest.preloads, ...chunks, ...gates, ...cart])]
}

export const renderDocument = async ({
  bootstrap,
  streamed = null,
  texts,
  nonce,
  cookieHeader,
  wholeDocument = false,
  onError,
}: RenderDocumentOptions): Promise<DocumentStream> => {
  const initialCart = readCartCookie(cookieHeader)
  const services = createStorefrontServices({
    site: bootstrap.site,
    page: {
      locale: bootstrap.locale,
      path: bootstrap.path,
      textsUrl: bootstrap.initialData.textsUrl,
    },
    cookies: createRequestCookieJar(cookieHeader),
    initialCart,
    browser: null,
    elements: allElementCode,
    translations: createServerTranslations(
      (locale, textsUrl) => sharedTranslator(locale, textsUrl, texts),
      texts,
    ),
    analytics: noAnalytics,
  })
  const { prefix, suffix } = documentShell({
    // The render's own translator: an error page's title is recorded with its heading.
    head: routeHead(
      bootstrap,
      bootstrap.site,
      bootstrap.origin,
      services.translations.translator(bootstrap.locale, bootstrap.initialData.textsUrl),
    ),
    stylesheet: buildManifest.css[bootstrap.site.brand] ?? '',
    clientScript: buildManifest.client,
    modulePreloads: modulePreloads(
      bootstrap,
      initialCart !== null,
      services.session.store.getState().signedIn,
    ),
    nonce,
  })
  const app = await renderToReadableStream(
    <StreamedFillsContext.Provider value={streamed}>
      <Storefront data={bootstrap} services={services} />
    </StreamedFillsContext.Provider>,
    {
      nonce,
      onError,
      ...(wholeDocument ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
    },
  )
  const encoder = new TextEncoder()
  const reader = app.getReader()
  // A pull source over React's stream, so React flushes only as far as the response is
  // read: the head first, then React's chunks, then the bootstrap. (It measured about a tenth
  // cheaper in workerd than piping React's stream through a TransformStream.) React has finished
  // when its stream ends, so the streamed fills have settled: the browser hydrates from the very
  // snapshot the HTML was rendered from. (Their loaders never reject.)
  const readable = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(prefix))
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (!done) {
          controller.enqueue(value)
          return
        }
        const translations = services.translations.recorded()
        const fills = streamed ? await streamed : null
        const payload = fills ? withElementFills(bootstrap.payload, fills) : bootstrap.payload
        const data: Bootstrap = { ...bootstrap, payload, translations }
        controller.enqueue(encoder.encode(suffix(toScriptSafeJson(data))))
        controller.close()
      } catch (error) {
        onError(error)
        // End the response rather than leave the shopper waiting on an open stream.
        controller.error(error)
      }
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return { stream: readable, allReady: app.allReady }
}
