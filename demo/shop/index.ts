import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { cartmergePage, placeOrderHandler } from './checkout/routes'
import { configManagerHandler } from './config-manager'
import type { ShopEnv } from './env'
import { graphqlHandler } from './graphql/http'
import { imageHandler } from './images'
import { latencyHandler } from './latency'
import { leafletHandler } from './leaflets'
import { tokenLifetimeHandler } from './token-lifetime'
import { passwordResetHandler } from './password-reset'
import { STORES, storeFor } from './stores'

/** Storefront origins in development: localhost and its subdomains, 127.0.0.1; http, any port. */
const LOCAL_ORIGIN =
  /^http:\/\/(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1)(?::\d{1,5})?$/i

/**
 * The demo shop: Magento 2.4.8's GraphQL API per brand over the shop's own D1 database, the
 * brand's product pictures and the checkout stand-in. Mounted under /shop by demo/index.ts:
 *
 *   POST|GET /shop/<brand>/graphql         Magento GraphQL (cart, customer, products)
 *   GET      /shop/<brand>/images/<sku>.svg product packshots (also <sku>.back.svg, <sku>.detail.svg)
 *   GET      /shop/<brand>/leaflets/<file>  product leaflets (PDF)
 *   GET|POST /shop/<brand>/cartmerge        checkout handover (cartId, token, paypalExpress=1,
 *                                           returnUrl, cartUrl: in the query or a form body)
 *   POST     /shop/<brand>/cartmerge/place  places the order, 303 back to the storefront (signed)
 *   GET      /shop/<brand>/configmanager/index  the shop configuration: currency (config-manager.ts)
 *   GET|PUT  /shop/_latency                 the slow-catalogue knob of the bench (latency.ts)
 *   GET|PUT  /shop/_token-lifetime          how long customer tokens live (token-lifetime.ts)
 *   GET      /shop/_password-reset          the open password reset token (password-reset.ts)
 */
export const shopApp = new Hono<ShopEnv>()

shopApp.use(
  '*',
  cors({
    origin: (origin) => (LOCAL_ORIGIN.test(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['content-type', 'authorization', 'store'],
    credentials: true,
    maxAge: 600,
  }),
)

shopApp.get('/', (c) =>
  c.json({ name: 'vitalis-demo-shop', shops: STORES.map((s) => `/shop/${s.code}/graphql`) }),
)

// Before the brand middleware: the knobs belong to no brand.
shopApp.get('/_latency', latencyHandler)
shopApp.put('/_latency', latencyHandler)
shopApp.get('/_token-lifetime', tokenLifetimeHandler)
shopApp.put('/_token-lifetime', tokenLifetimeHandler)
shopApp.get('/_password-reset', passwordResetHandler)

shopApp.use('/:brand/*', async (c, next) => {
  const store = storeFor(c.req.param('brand'))
  if (!store) return c.json({ error: `Unknown shop "${c.req.param('brand')}"` }, 404)
  c.set('store', store)
  await next()
})

shopApp.post('/:brand/graphql', graphqlHandler)
shopApp.get('/:brand/graphql', graphqlHandler)
shopApp.get('/:brand/images/:file', imageHandler)
shopApp.get('/:brand/leaflets/:file', leafletHandler)
shopApp.get('/:brand/cartmerge', cartmergePage)
shopApp.post('/:brand/cartmerge', cartmergePage)
shopApp.post('/:brand/cartmerge/place', placeOrderHandler)
shopApp.get('/:brand/configmanager/index', configManagerHandler)
