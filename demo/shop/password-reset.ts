import type { Context } from 'hono'
import type { ShopEnv } from './env'
import { repositories } from './repo'
import { nowSeconds } from './ids'
import { defaultViewOf } from './store-views'
import { storeFor } from './stores'

/**
 * The demo shop sends no mail: the password reset link's token is shown here (and logged), so a
 * developer or a test can open the storefront's reset page. Not part of Magento's API.
 *
 *   GET /shop/_password-reset?store=vitalis&email=kunde@example.com → { "token": "…" } or 404
 */
export const passwordResetHandler = async (c: Context<ShopEnv>) => {
  const store = storeFor(c.req.query('store') ?? '')
  const email = c.req.query('email') ?? ''
  if (!store || !email) return c.json({ error: 'store and email are required' }, 400)
  const repos = repositories(c.env.SHOP_DB, defaultViewOf(store))
  const customer = await repos.customers.byEmail(store.code, email)
  const token = customer ? await repos.passwordResets.current(customer.id, nowSeconds()) : null
  return token ? c.json({ email, token }) : c.json({ error: 'No open password reset' }, 404)
}
