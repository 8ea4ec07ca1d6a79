import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { notAuthorized, phrase, renderPhrase } from './errors'
import type { PhraseName } from './phrases'
import { nowSeconds } from './ids'
import { type Repositories, repositories } from './repo'
import type { CustomerRow } from './repo/rows'
import type { StoreView } from './store-views'
import type { Store } from './stores'

export type Auth =
  | { kind: 'guest' }
  | { kind: 'customer'; customer: CustomerRow; token: string }
  /** A bearer token was sent but is unknown, expired, revoked or from another store. */
  | { kind: 'invalid' }

/** What every resolver gets: the brand store and the view asked for, the data, who is asking. */
export interface ShopContext {
  store: Store
  /** The store view of the request's `Store` header: the language of its answers. */
  view: StoreView
  repos: Repositories
  /** Absolute URL of the brand's shop, e.g. http://127.0.0.1:8788/shop/vitalis. */
  shopBase: string
  now: number
  auth: Auth
}

export const bearerToken = (header: string | undefined): string | null =>
  /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? null

export const createContext = async (
  db: D1Database,
  store: Store,
  view: StoreView,
  shopBase: string,
  authorization: string | undefined,
): Promise<ShopContext> => {
  const repos = repositories(db, view)
  const now = nowSeconds()
  const token = bearerToken(authorization)
  if (!token) return { store, view, repos, shopBase, now, auth: { kind: 'guest' } }
  const customer = await repos.customers.customerForToken(store.code, token, now)
  const auth: Auth = customer ? { kind: 'customer', customer, token } : { kind: 'invalid' }
  return { store, view, repos, shopBase, now, auth }
}

/** A phrase in the request's view's language: the messages answered as data (user errors). */
export const localized = (ctx: ShopContext, name: PhraseName, ...values: (string | number)[]) =>
  renderPhrase(phrase(name, ...values), ctx.view.language)

/** The signed-in customer's id, null for a guest; a stale token is an authorization error. */
export const currentCustomerId = (ctx: ShopContext): number | null => {
  if (ctx.auth.kind === 'invalid') throw notAuthorized(phrase('customerNotAuthorized'))
  return ctx.auth.kind === 'customer' ? ctx.auth.customer.id : null
}

export const requireCustomer = (ctx: ShopContext): CustomerRow => {
  if (ctx.auth.kind !== 'customer') throw notAuthorized(phrase('customerNotAuthorized'))
  return ctx.auth.customer
}
