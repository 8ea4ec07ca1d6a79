import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { addressRepository } from './addresses'
import { attributeRepository } from './attributes'
import { cartRepository } from './carts'
import { catalogueRepository } from './catalogue'
import { couponRepository } from './coupons'
import { customerRepository } from './customers'
import { orderRepository } from './orders'
import { customerPasswordRepository, passwordResetRepository } from './password-resets'
import { productRepository } from './products'
import { returnRepository } from './returns'
import { reviewRepository } from './reviews'
import type { StoreView } from '../store-views'
import { wishlistRepository } from './wishlists'

/**
 * Every table of the shop behind one object; the only place with SQL. The catalogue's rows are
 * read in the store view `view`: its names, texts and labels.
 */
export const repositories = (db: D1Database, view: StoreView) => ({
  products: productRepository(db, view.code),
  catalogue: catalogueRepository(db, view.code),
  attributes: attributeRepository(db, view.code),
  carts: cartRepository(db),
  customers: customerRepository(db),
  addresses: addressRepository(db),
  coupons: couponRepository(db),
  orders: orderRepository(db),
  returns: returnRepository(db),
  reviews: reviewRepository(db),
  wishlists: wishlistRepository(db),
  passwordResets: passwordResetRepository(db),
  customerUpdates: customerPasswordRepository(db),
})

export type Repositories = ReturnType<typeof repositories>
