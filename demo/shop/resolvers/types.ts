import type { ShopContext } from '../context'
import { loadCartState } from '../domain/cart-state'
import { cartView } from '../domain/cart-view'
import type { CartRow } from '../repo/rows'

/** A field resolver; `args` are what graphql-js already coerced to the schema's input types. */
export type Resolver<Args> = (source: unknown, args: Args, ctx: ShopContext) => unknown

/** Resolvers per type and field, e.g. { Query: { cart } }. */
export type ResolverMap = Record<string, Record<string, Resolver<never>>>

/** The Cart object as it is now in the database (re-read: mutations change the row). */
export const viewCart = async (ctx: ShopContext, cart: CartRow) => {
  const fresh = (await ctx.repos.carts.byMaskedId(cart.masked_id)) ?? cart
  return cartView(await loadCartState(ctx, fresh), ctx)
}
