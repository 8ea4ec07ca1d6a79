import { type ShopContext, currentCustomerId, requireCustomer } from '../context'
import { cartForUser, customerCartOf } from '../domain/cart-access'
import { alreadyExists, invalidInput, phrase } from '../errors'
import { randomId } from '../ids'
import { type Resolver, type ResolverMap, viewCart } from './types'

/** A new guest cart, with the id the client chose (32 characters, unused) or a random one. */
const createGuest = async (ctx: ShopContext, wanted: string | null | undefined) => {
  if (wanted !== undefined && wanted !== null) {
    if (wanted.length !== 32) throw invalidInput(phrase('cartIdLength'))
    if (await ctx.repos.carts.byMaskedId(wanted)) {
      throw alreadyExists(phrase('cartIdTaken', wanted))
    }
  }
  return ctx.repos.carts.create(ctx.store.code, wanted ?? randomId(), null, ctx.now)
}

const cart: Resolver<{ cart_id: string }> = async (_, args, ctx) =>
  viewCart(ctx, await cartForUser(ctx, args.cart_id))

const customerCart: Resolver<Record<string, never>> = async (_, _args, ctx) =>
  viewCart(ctx, await customerCartOf(ctx, requireCustomer(ctx).id))

/** Magento 2.4.7+: guests only; a signed-in customer uses Query.customerCart. */
const createGuestCart: Resolver<{ input?: { cart_uid?: string | null } | null }> = async (
  _,
  args,
  ctx,
) => {
  if (currentCustomerId(ctx) !== null) {
    throw alreadyExists(phrase('useCustomerCart'))
  }
  return { cart: await viewCart(ctx, await createGuest(ctx, args.input?.cart_uid)) }
}

/** Deprecated, still used: a guest gets a new cart id, a customer the id of their cart. */
const createEmptyCart: Resolver<{ input?: { cart_id?: string | null } | null }> = async (
  _,
  args,
  ctx,
) => {
  const customerId = currentCustomerId(ctx)
  if (customerId !== null) return (await customerCartOf(ctx, customerId)).masked_id
  return (await createGuest(ctx, args.input?.cart_id)).masked_id
}

export const cartQueryResolvers: ResolverMap = {
  Query: { cart, customerCart },
  Mutation: { createGuestCart, createEmptyCart },
}
