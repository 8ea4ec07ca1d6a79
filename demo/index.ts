/**
 * The demo upstream worker for development and tests: a TYPO3 EXT:headless-shaped CMS for every
 * dev site under /cms, its pictures and downloads under /media. The Magento GraphQL demo shop
 * will join it under /shop/<brand>/graphql.
 */
import { Hono } from 'hono'
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
  }),
)
app.route('/cms', cmsApp)
app.route('/media', mediaApp)
app.route('/shop', shopApp)
app.notFound((c) => c.json({ error: 'Not found' }, 404))

export default app
