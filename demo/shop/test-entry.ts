import { Hono } from 'hono'
import { transformHandler, type TransformEnv } from '../images/transform'
import { mediaApp } from '../media'
import { shopApp } from './index'

/**
 * The worker the 'demo' vitest project runs: the shop, the media library's files and the image
 * transformations, mounted as demo/index.ts mounts them (the CMS has tests of its own in Node).
 */
const app = new Hono<TransformEnv>()
app.route('/shop', shopApp)
app.route('/media', mediaApp)
app.get('/cdn-cgi/image/*', transformHandler)

export default app
