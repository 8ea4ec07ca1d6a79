import type { Context } from 'hono'
import { renderToReadableStream } from 'react-dom/server'
import { toPublicSite } from '../../brands/sites'
import type { Bootstrap } from '../../app/bootstrap'
import { Document } from '../../app/Document'
import { routeHead } from '../../app/head/route-head'
import type { RouteState } from '../../app/router/route-state'
import { Storefront } from '../../app/Storefront'
import { toScriptSafeJson } from '../../lib/safe-json'
import type { AppEnv } from '../env'
import { buildManifest } from '../manifest'

/**
 * Streams the React SSR of a route. Shoppers get the first bytes as soon as the shell is ready;
 * bots get the whole document at once (stream.allReady), as crawlers do not wait for streams.
 */
export const renderRoute = async (
  c: Context<AppEnv>,
  state: RouteState,
  status: number,
  headers: Record<string, string> = {},
): Promise<Response> => {
  const site = c.var.site
  const origin = new URL(c.req.url).origin
  const bootstrap: Bootstrap = {
    buildId: buildManifest.buildId,
    dev: c.env.ENVIRONMENT === 'development',
    site: toPublicSite(site),
    locale: state.locale,
    path: state.path,
    origin,
    payload: state.payload,
    initialData: state.initialData,
    error: state.error,
  }
  const head = routeHead(state, bootstrap.site, origin)
  const stream = await renderToReadableStream(
    <Document
      head={head}
      stylesheet={buildManifest.css[site.brand] ?? ''}
      modulePreloads={buildManifest.preloads}
      bootstrapJson={toScriptSafeJson(bootstrap)}
      nonce={c.var.nonce}
    >
      <Storefront data={bootstrap} />
    </Document>,
    {
      nonce: c.var.nonce,
      bootstrapModules: [buildManifest.client],
      onError: (error) => console.error('SSR error', error),
    },
  )
  if (c.var.isBot) await stream.allReady
  return new Response(stream, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // Per-response nonce (and later the shopper's cart count): never shared by caches.
      'cache-control': 'private, no-cache',
      ...headers,
    },
  })
}
