import { Hono } from 'hono'
import { CONTAINER_STAND_IN, MATOMO_STAND_IN } from './matomo-stand-in'

/**
 * A local stand-in for a Matomo host, so the demo sites' analytics runs with no network. Mounted
 * under /analytics by demo/index.ts; the demo sites reach it as http://analytics.localhost:8788
 * (a host of its own, so the storefront's Content-Security-Policy has to admit it):
 *
 *   GET      /analytics/matomo.js                the tracker (matomo-stand-in.ts)
 *   GET      /analytics/js/container_<id>.js     a Tag Manager container
 *   GET|POST /analytics/matomo.php               tracking requests: 204
 */
export const analyticsApp = new Hono()

const script = (body: string) =>
  new Response(body, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
  })

analyticsApp.get('/matomo.js', () => script(MATOMO_STAND_IN))
analyticsApp.get('/js/:file{container_[A-Za-z0-9_-]+\\.js}', () => script(CONTAINER_STAND_IN))
analyticsApp.on(['GET', 'POST'], '/matomo.php', (c) => c.body(null, 204))
