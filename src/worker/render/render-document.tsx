import { renderToReadableStream } from 'react-dom/server'
import type { Bootstrap } from '../../app/bootstrap'
import { Document } from '../../app/Document'
import { routeHead } from '../../app/head/route-head'
import { createStorefrontServices } from '../../app/services/create-services'
import { Storefront } from '../../app/Storefront'
import { createRequestCookieJar } from '../../cart'
import { toScriptSafeJson } from '../../lib/safe-json'
import { buildManifest } from '../manifest'

/**
 * The React SSR stream of one document, from its bootstrap snapshot and the request's cookies
 * (the header's cart count is rendered from them, so it does not flicker on hydration). Pure
 * of the worker's request plumbing, so the benchmark renders exactly what the worker renders.
 */
export interface RenderDocumentOptions {
  bootstrap: Bootstrap
  nonce: string
  cookieHeader: string | null | undefined
  onError: (error: unknown) => void
}

export const renderDocument = ({
  bootstrap,
  nonce,
  cookieHeader,
  onError,
}: RenderDocumentOptions) => {
  const services = createStorefrontServices({
    site: bootstrap.site,
    locale: bootstrap.locale,
    cookies: createRequestCookieJar(cookieHeader),
    catalogue: bootstrap.catalogue,
    browser: null,
  })
  const head = routeHead(bootstrap, bootstrap.site, bootstrap.origin)
  return renderToReadableStream(
    <Document
      head={head}
      stylesheet={buildManifest.css[bootstrap.site.brand] ?? ''}
      modulePreloads={buildManifest.preloads}
      bootstrapJson={toScriptSafeJson(bootstrap)}
      nonce={nonce}
    >
      <Storefront data={bootstrap} services={services} />
    </Document>,
    { nonce, bootstrapModules: [buildManifest.client], onError },
  )
}
