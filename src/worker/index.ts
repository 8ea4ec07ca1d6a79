/**
 * The storefront worker: runs only in workerd. Owns routing, middleware, the CMS client and its
 * KV cache, SSR, purges and error reporting; may import every other layer of src/.
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { botDetector } from './middleware/bot'
import { localeResolver } from './middleware/locale'
import { securityHeaders } from './middleware/security-headers'
import { siteResolver } from './middleware/site'
import { checkVersionRoute } from './routes/check-version'
import { healthRoute } from './routes/health'
import { onError } from './routes/on-error'
import { pageRoute } from './routes/page'
import { purgeAuth, purgeRoute } from './routes/purge'

const app = new Hono<AppEnv>()

app.get('/_health', healthRoute)
app.use('*', siteResolver(), botDetector(), securityHeaders())
app.post('/check-version', checkVersionRoute)
app.post('/_cache/purge', purgeAuth(), purgeRoute)
app.get('*', localeResolver(), pageRoute)
app.onError(onError)

export default app
