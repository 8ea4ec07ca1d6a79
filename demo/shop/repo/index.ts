import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { cartRepository } from './carts'
import { couponRepository } from './coupons'
import { customerRepository } from './customers'
import { orderRepository } from './orders'
import { productRepository } from './products'

/** Every table of the shop behind one object; the only place with SQL. */
export const repositories = (db: D1Database) => ({
  products: productRepository(db),
  carts: cartRepository(db),
  customers: customerRepository(db),
  coupons: couponRepository(db),
  orders: orderRepository(db),
})

export type Repositories = ReturnType<typeof repositories>
