/**
 * The demo upstream worker for development and tests: a TYPO3 EXT:headless-shaped CMS for every
 * dev site under /cms, its pictures and downloads under /media, the Magento GraphQL demo shop
 * under /shop/<brand>/graphql and a stand-in Matomo under /analytics.
 */
import { Hono } from 'hono'
import { analyticsApp } from './analytics'
import { cmsApp } from './cms'
import { SITE_IDS } from './cms/sites'
import { mediaApp } from './media'
import { shopApp } from './shop'

const app = new Hono()

app.get('/', (c) =>
  c.json({
    name: 'vitalis-demo',
    cms: SITE_IDS.map((id) => `/cms/${id}/`),
    initialData: SITE_IDS.map((id) => `/cms/${id}/?type=834`),
    media: '/media/<name>.svg',
    analytics: '/analytics/matomo.js',
  }),
)
app.route('/cms', cmsApp)
app.route('/media', mediaApp)
app.route('/shop', shopApp)
app.route('/analytics', analyticsApp)
app.notFound((c) => c.json({ error: 'Not found' }, 404))

export default app
