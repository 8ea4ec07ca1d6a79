import { localized, requireCustomer } from '../context'
import { type AddRequest, addToCart } from '../domain/add-items'
import { cartForUser, customerCartOf } from '../domain/cart-access'
import { isSalable } from '../domain/catalog'
import { invalidInput, noSuchEntity, phrase } from '../errors'
import { decodeUid } from '../ids'
import { type Resolver, type ResolverMap, viewCart } from './types'

interface ItemRef {
  cart_item_uid?: string | null
  cart_item_id?: number | null
}

/** The numeric item id of a uid (preferred) or a deprecated cart_item_id; undefined if neither. */
const itemIdOf = (ref: ItemRef): number | null | undefined => {
  if (ref.cart_item_uid !== undefined && ref.cart_item_uid !== null) {
    return decodeUid(ref.cart_item_uid)
  }
  return ref.cart_item_id ?? undefined
}

const addProductsToCart: Resolver<{
  cartId: string
  cartItems: AddRequest[]
}> = async (_, args, ctx) => {
  const cart = await cartForUser(ctx, args.cartId, { parameter: 'cartId' })
  const errors = await addToCart(ctx, cart, args.cartItems)
  return { cart: await viewCart(ctx, cart), user_errors: errors }
}

const updateCartItems: Resolver<{
  input?: {
    cart_id: string
    cart_items: ((ItemRef & { quantity?: number | null }) | null)[]
  } | null
}> = async (_, args, ctx) => {
  const cart = await cartForUser(ctx, args.input?.cart_id)
  const entries = (args.input?.cart_items ?? []).filter((entry) => entry !== null)
  if (entries.length === 0) throw invalidInput(phrase('missingDot', 'cart_items'))
  const items = await ctx.repos.carts.items(cart.id)
  const products = new Map(
    (await ctx.repos.products.byIds(items.map((i) => i.product_id))).map((p) => [p.id, p]),
  )
  const errors: { code: string; message: string }[] = []
  for (const entry of entries) {
    const itemId = itemIdOf(entry)
    if (itemId === undefined) {
      throw invalidInput(phrase('missingInItems', 'cart_item_uid'))
    }
    if (entry.quantity === undefined || entry.quantity === null) {
      throw invalidInput(phrase('missingInItems', 'quantity'))
    }
    const item = items.find((i) => i.id === itemId)
    if (!item) {
      throw noSuchEntity(
        phrase('cartItemNotFound', entry.cart_item_uid ?? entry.cart_item_id ?? ''),
      )
    }
    const product = products.get(item.product_id)
    if (entry.quantity === 0) {
      await ctx.repos.carts.removeItem(cart.id, item.id)
    } else if (entry.quantity < 0) {
      errors.push({
        code: 'INVALID_PARAMETER_VALUE',
        message: localized(ctx, 'quantityNotPositive'),
      })
    } else if (!Number.isInteger(entry.quantity)) {
      errors.push({ code: 'UNDEFINED', message: localized(ctx, 'decimalQuantity') })
    } else if (!product || !isSalable(product) || entry.quantity > product.stock_qty) {
      errors.push({ code: 'INSUFFICIENT_STOCK', message: localized(ctx, 'insufficientStock') })
    } else {
      await ctx.repos.carts.setQuantity(cart.id, item.id, entry.quantity)
    }
  }
  return { cart: await viewCart(ctx, cart), errors }
}

const removeItemFromCart: Resolver<{ input?: ItemRef & { cart_id: string } }> = async (
  _,
  args,
  ctx,
) => {
  const cart = await cartForUser(ctx, args.input?.cart_id)
  const itemId = itemIdOf(args.input ?? {})
  if (itemId === undefined) throw invalidInput(phrase('missingDot', 'cart_item_uid'))
  const items = await ctx.repos.carts.items(cart.id)
  if (itemId === null || !items.some((i) => i.id === itemId)) {
    throw noSuchEntity(phrase('cartItemMissing'))
  }
  await ctx.repos.carts.removeItem(cart.id, itemId)
  return { cart: await viewCart(ctx, cart) }
}

/**
 * Customers only: moves a guest cart's items into the customer's cart (or the given one of
 * theirs) and closes the guest cart.
 */
const mergeCarts: Resolver<{
  source_cart_id: string
  destination_cart_id?: string | null
}> = async (_, args, ctx) => {
  if (!args.source_cart_id) throw invalidInput(phrase('missing', 'source_cart_id'))
  const customer = requireCustomer(ctx)
  const destination = args.destination_cart_id
    ? await cartForUser(ctx, args.destination_cart_id, { parameter: 'destination_cart_id' })
    : await customerCartOf(ctx, customer.id)
  const source = await cartForUser(ctx, args.source_cart_id, {
    parameter: 'source_cart_id',
    asGuest: true,
  })
  if (source.id !== destination.id) {
    await ctx.repos.carts.mergeInto(source.id, destination.id, ctx.now)
  }
  return viewCart(ctx, destination)
}

export const cartMutationResolvers: ResolverMap = {
  Mutation: { addProductsToCart, updateCartItems, removeItemFromCart, mergeCarts },
}
