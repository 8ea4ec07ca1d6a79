/**
 * The storefront worker: runs only in workerd. Owns routing, middleware, the CMS client and its
 * KV cache, SSR, purges and error reporting; may import every other layer of src/, but src/app
 * and src/lib only through their index.ts.
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { botDetector } from './middleware/bot'
import { requestClients } from './middleware/clients'
import { localeResolver } from './middleware/locale'
import { payloadRequest } from './middleware/payload-request'
import { requestMetrics } from './middleware/metrics'
import { requestId } from './middleware/request-id'
import { methodNotAllowed, requestLimits } from './middleware/request-limits'
import { securityHeaders } from './middleware/security-headers'
import { siteResolver } from './middleware/site'
import { checkVersionRoute } from './routes/check-version'
import { checkoutConfirmRoute } from './routes/checkout-confirm'
import { edgeCache } from './page-cache/edge-cache'
import { clientReportRoute } from './routes/client-report'
import { formSubmissionRoute } from './routes/form-submission'
import { healthRoute } from './routes/health'
import { onError } from './routes/on-error'
import { pageRoute } from './routes/page'
import { PAYLOAD_PATH, payloadRoute } from './routes/payload'
import { purgeQueue } from './purge/purge-queue'
import { robotsRoute } from './routes/robots'
import { sitemapRoute } from './routes/sitemap'
import { cacheRoutes } from './routes/purge'
import { TEXTS_PATH } from './loaders/interface-texts'
import { textsRoute } from './routes/texts'

const app = new Hono<AppEnv>()

// First: every answer, even /_health's and an error's, carries the request id.
app.use('*', requestId())
// Second: every request is counted, whatever answers it (./metrics/).
app.use('*', requestMetrics())
app.get('/_health', healthRoute)
// Marked before anything can fail: even a broken sites registry answers a payload request as JSON.
app.use(PAYLOAD_PATH, payloadRequest())
app.use(TEXTS_PATH, payloadRequest())
app.use('*', requestLimits(), siteResolver(), requestClients(), botDetector(), securityHeaders())
app.post('/check-version', ...checkVersionRoute)
app.all('/check-version', methodNotAllowed('POST'))
// Pages that failed to render in the browser (src/app/PageErrorBoundary.tsx).
app.post('/_report', ...clientReportRoute)
app.all('/_report', methodNotAllowed('POST'))
// The order of a checkout return, if the shop signed it (routes/checkout-confirm.ts).
app.post('/_checkout/confirm', ...checkoutConfirmRoute)
app.all('/_checkout/confirm', methodNotAllowed('POST'))
// Editors' purge API, log and page (routes/purge.ts).
app.route('/_cache', cacheRoutes)
// Before the page route, which takes every other GET.
app.get(
  PAYLOAD_PATH,
  edgeCache('payload'),
  localeResolver({ redirectToCanonical: false }),
  payloadRoute,
)
// A locale's interface texts for the browser, named by their content (routes/texts.ts).
app.get(TEXTS_PATH, textsRoute)
// Per site, so each names its own sitemap (routes/robots.ts, routes/sitemap.ts).
app.get('/robots.txt', robotsRoute)
app.get('/:file{sitemap[a-z0-9-]*\\.xml}', sitemapRoute)
// Guests' pages and payloads come from the edge cache once stored (page-cache/edge-cache.ts).
app.get('*', edgeCache('page'), localeResolver(), pageRoute)
// TYPO3 forms post to their page's action URL; every other POST to a page is refused there.
app.post('*', localeResolver({ redirectToCanonical: false }), ...formSubmissionRoute)
// Pages are read, never written: any other method on them is refused, not treated as a GET.
app.all('*', methodNotAllowed('GET, HEAD'))
app.onError(onError)

/** Requests, and the batches of purges too large for one request (./purge/purge-queue.ts). */
export default {
  fetch: app.fetch,
  queue: purgeQueue,
}
