/**
 * The demo upstream worker for development and tests: a TYPO3 EXT:headless-shaped CMS for every
 * dev site under /cms, its pictures and downloads under /media, the Magento GraphQL demo shop
 * under /shop/<brand>/graphql, a stand-in Matomo under /analytics, a stand-in for Cloudflare's
 * image transformations under /cdn-cgi/image (demo/images) and one for its zone cache purge API
 * under /cloudflare/client/v4 (demo/cloudflare).
 */
import { Hono } from 'hono'
import { analyticsApp } from './analytics'
import { cloudflareApp } from './cloudflare'
import { cmsApp } from './cms'
import { SITE_IDS } from './cms/sites'
import { transformHandler, type TransformEnv } from './images/transform'
import { mediaApp } from './media'
import { shopApp } from './shop'

const app = new Hono<TransformEnv>()

app.get('/', (c) =>
  c.json({
    name: 'vitalis-demo',
    cms: SITE_IDS.map((id) => `/cms/${id}/`),
    initialData: SITE_IDS.map((id) => `/cms/${id}/?type=834`),
    media: '/media/<name>.jpg',
    images: '/cdn-cgi/image/width=<w>,format=auto,fit=scale-down/<source>',
    analytics: '/analytics/matomo.js',
    cloudflare: '/cloudflare/client/v4/zones/<zone id>/purge_cache',
    cloudflareCalls: '/cloudflare/_calls',
  }),
)
app.route('/cms', cmsApp)
app.route('/media', mediaApp)
app.get('/cdn-cgi/image/*', transformHandler)
app.route('/shop', shopApp)
app.route('/analytics', analyticsApp)
app.route('/cloudflare', cloudflareApp)
app.notFound((c) => c.json({ error: 'Not found' }, 404))

export default app
