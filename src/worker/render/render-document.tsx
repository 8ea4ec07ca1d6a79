import { renderToReadableStream } from 'react-dom/server'
import type { Bootstrap } from '../../app/bootstrap'
import { documentShell } from '../../app/document-shell'
import { routeHead } from '../../app/head/route-head'
import { routeElementTypes } from '../../app/router/route-elements'
import { createStorefrontServices } from '../../app/services/create-services'
import { Storefront } from '../../app/Storefront'
import { createRequestCookieJar } from '../../cart'
import { allElementCode } from '../../elements/all-components'
import { toScriptSafeJson } from '../../lib/safe-json'
import { buildManifest } from '../manifest'
import { sharedTranslator } from './translators'

/**
 * The streamed document of one page: the shell's head, then <Storefront/> rendered by React as a
 * root of its own (as the browser hydrates it, so useId agrees), then the bootstrap data and
 * the client script. The request's cookies give the header's cart count, so it does not
 * flicker. Pure of the worker's request plumbing, so the benchmark renders what the worker does.
 */
export interface RenderDocumentOptions {
  bootstrap: Bootstrap
  nonce: string
  cookieHeader: string | null | undefined
  onError: (error: unknown) => void
}

export interface DocumentStream {
  stream: ReadableStream<Uint8Array>
  /** Resolves once React has rendered everything (bots wait for it). */
  allReady: Promise<void>
}

/** The entry's imports and the chunks of the page's elements: fetched in parallel, no waterfall. */
const modulePreloads = (bootstrap: Bootstrap): string[] => {
  const chunks = [...routeElementTypes(bootstrap)].flatMap(
    (type) => buildManifest.elements[type] ?? [],
  )
  return [...new Set([...buildManifest.preloads, ...chunks])]
}

export const renderDocument = async ({
  bootstrap,
  nonce,
  cookieHeader,
  onError,
}: RenderDocumentOptions): Promise<DocumentStream> => {
  const services = createStorefrontServices({
    site: bootstrap.site,
    locale: bootstrap.locale,
    cookies: createRequestCookieJar(cookieHeader),
    catalogue: bootstrap.catalogue,
    browser: null,
    elements: allElementCode,
    translator: sharedTranslator,
  })
  const { prefix, suffix } = documentShell({
    head: routeHead(bootstrap, bootstrap.site, bootstrap.origin),
    stylesheet: buildManifest.css[bootstrap.site.brand] ?? '',
    clientScript: buildManifest.client,
    modulePreloads: modulePreloads(bootstrap),
    bootstrapJson: toScriptSafeJson(bootstrap),
    nonce,
  })
  const app = await renderToReadableStream(<Storefront data={bootstrap} services={services} />, {
    nonce,
    onError,
  })
  const encoder = new TextEncoder()
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
  const pipe = async () => {
    const writer = writable.getWriter()
    await writer.write(encoder.encode(prefix))
    writer.releaseLock()
    await app.pipeTo(writable, { preventClose: true })
    const tail = writable.getWriter()
    await tail.write(encoder.encode(suffix))
    await tail.close()
  }
  pipe().catch(onError)
  return { stream: readable, allReady: app.allReady }
}
