import { Hono } from 'hono'
import { shopApp } from './index'

/** The worker the 'demo' vitest project runs: the shop alone, mounted as demo/index.ts will. */
const app = new Hono()
app.route('/shop', shopApp)

export default app
