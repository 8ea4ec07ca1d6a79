import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { RasterBindings } from '../images/rasters'
import type { Store } from './stores'

/** Bindings the demo shop needs from the worker that mounts it (demo/wrangler.toml). */
export interface ShopBindings extends RasterBindings {
  /** The shop's own database: catalogue, carts, customers, orders (demo/migrations). */
  SHOP_DB: D1Database
  /**
   * Secret: the key the checkout return is signed with (./checkout/handover.ts), the same value
   * as the storefront's CHECKOUT_SIGNING_SECRET (`npm start` writes both .dev.vars). Without it
   * the return goes unsigned, and the storefront confirms no order.
   */
  CHECKOUT_SIGNING_SECRET?: string
}

export interface ShopEnv {
  Bindings: ShopBindings
  Variables: { store: Store }
}
