import type { Context } from 'hono'
import type { RouteState } from '../../app'
import { toPublicSite } from '../../brands/sites'
import type { ElementFills } from '../../elements/registry/streamed-fills'
import type { AppEnv } from '../env'
import { buildManifest } from './build-manifest'
import { withShopConfig, type ShopConfig } from '../shop/shop-config'
import { renderDocument, type RenderDocumentOptions } from './render-document'

export interface RenderRouteOptions {
  state: RouteState
  /**
   * The interface texts of the route's locale, which the render translates with (those at
   * state.initialData.textsUrl, ../loaders/interface-texts.ts).
   */
  texts: Readonly<Record<string, string>>
  status: number
  /** Added to (and overriding) the document's own headers. */
  headers?: Record<string, string>
  /** The page's streamed fills (the listings' products): their elements stream after the rest. */
  streamed?: Promise<ElementFills> | null
  /**
   * The shop's configuration the route read (../shop/shop-config.ts): its currency is the one the
   * page renders and hydrates with. Absent or null (error pages, a shop that did not answer): the
   * sites registry's.
   */
  shopConfig?: ShopConfig | null
}

/**
 * Streams the React SSR of a route. Shoppers get the first bytes as soon as the shell is ready
 * (the product listing follows when the shop answered); bots get the whole document at once
 * (stream.allReady), every part in place, as crawlers do not wait for streams.
 */
export const renderRoute = async (
  c: Context<AppEnv>,
  { state, texts, status, headers = {}, streamed = null, shopConfig = null }: RenderRouteOptions,
): Promise<Response> => {
  const bootstrap: RenderDocumentOptions['bootstrap'] = {
    buildId: buildManifest.buildId,
    dev: c.env.ENVIRONMENT === 'development',
    site: withShopConfig(toPublicSite(c.var.site), shopConfig),
    ...state,
    origin: new URL(c.req.url).origin,
  }
  c.var.figures?.markRendered()
  const { stream, allReady } = await renderDocument({
    bootstrap,
    streamed,
    texts,
    nonce: c.var.nonce,
    cookieHeader: c.req.header('cookie'),
    wholeDocument: c.var.isBot,
    onError: (error) => c.var.log.error('SSR error', error),
  })
  if (c.var.isBot) await allReady
  return new Response(stream, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // A per-response nonce and the shopper's cart count: never shared by caches.
      'cache-control': 'private, no-cache',
      ...headers,
    },
  })
}
