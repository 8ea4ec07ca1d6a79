import { type ShopContext, currentCustomerId, requireCustomer } from '../context'
import { addToCart } from '../domain/add-items'
import { customerCartOf } from '../domain/cart-access'
import { loadOrderViews } from '../domain/order-view'
import { PHRASES, invalidInput, noSuchEntity, notAuthorized, phrase } from '../errors'
import type { CustomerRow } from '../repo/rows'
import { type Resolver, type ResolverMap, viewCart } from './types'

/** FilterStringTypeInput / FilterEqualTypeInput, as far as the shop reads them. */
interface TextFilter {
  eq?: string | null
  in?: (string | null)[] | null
}

interface OrdersArgs {
  currentPage?: number
  pageSize?: number
  filter?: { number?: TextFilter | null; status?: TextFilter | null } | null
}

const matches = (value: string, filter: TextFilter | null | undefined) =>
  !filter ||
  ((filter.eq == null || filter.eq === value) && (filter.in == null || filter.in.includes(value)))

/**
 * Magento's CustomerOrders: the customer's orders in this store, newest first, filtered by number
 * (Customer.orders(filter: { number: { eq } }), the order detail) or status. An unknown number
 * gives an empty list, as in Magento; another customer's order is never in it.
 */
export const customerOrders = async (
  ctx: ShopContext,
  customer: CustomerRow,
  { currentPage = 1, pageSize = 20, filter }: OrdersArgs,
) => {
  if (currentPage < 1) throw invalidInput(PHRASES.currentPageNotPositive)
  if (pageSize < 1) throw invalidInput(PHRASES.pageSizeNotPositive)
  const all = (await ctx.repos.orders.forCustomer(ctx.store.code, customer.id)).filter(
    (order) => matches(order.number, filter?.number) && matches(order.status, filter?.status),
  )
  const page = all.slice((currentPage - 1) * pageSize, currentPage * pageSize)
  const oldest = all[all.length - 1]
  return {
    items: await loadOrderViews(ctx, page, customer),
    total_count: all.length,
    page_info: {
      current_page: currentPage,
      page_size: pageSize,
      total_pages: Math.ceil(all.length / pageSize),
    },
    date_of_first_order: oldest
      ? new Date(oldest.created_at * 1000).toISOString().slice(0, 10)
      : null,
  }
}

const customerOrdersQuery: Resolver<Record<string, never>> = (_, _args, ctx) =>
  customerOrders(ctx, requireCustomer(ctx), {})

/**
 * Query.guestOrder(input: OrderInformationInput): a guest's order by number, email and last name
 * (Magento 2.4.8 asks for the last name; there is no postcode in the input). An unknown number is
 * no-such-entity; wrong email or name the same answer (nothing to learn by guessing); a customer
 * account's order needs signing in, as in Magento.
 */
const guestOrder: Resolver<{ input: { number: string; email: string; lastname: string } }> = async (
  _,
  { input },
  ctx,
) => {
  currentCustomerId(ctx)
  const order = await ctx.repos.orders.byNumber(ctx.store.code, input.number.trim())
  if (!order) throw noSuchEntity(PHRASES.orderNotLocated)
  const same = (a: string | null, b: string) =>
    (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()
  if (!same(order.email, input.email) || !same(order.lastname, input.lastname))
    throw noSuchEntity(PHRASES.orderNotLocated)
  if (order.customer_id !== null) throw notAuthorized(PHRASES.orderGuestLogin)
  const [view] = await loadOrderViews(ctx, [order], null)
  return view
}

/** Puts an order's items into the customer's cart again; what cannot be added is reported. */
const reorderItems: Resolver<{ orderNumber: string }> = async (_, args, ctx) => {
  const customer = requireCustomer(ctx)
  const order = await ctx.repos.orders.byNumber(ctx.store.code, args.orderNumber)
  if (!order || order.customer_id !== customer.id) {
    throw invalidInput(phrase('orderForeign', args.orderNumber))
  }
  const items = await ctx.repos.orders.itemsOf([order.id])
  const cart = await customerCartOf(ctx, customer.id)
  const errors = await addToCart(
    ctx,
    cart,
    items.map((item) => ({ sku: item.sku, quantity: item.quantity })),
  )
  return {
    cart: await viewCart(ctx, cart),
    userInputErrors: errors.map((e) => ({
      code: e.code,
      message: e.message,
      path: ['orderNumber'],
    })),
  }
}

export const orderResolvers: ResolverMap = {
  Query: { customerOrders: customerOrdersQuery, guestOrder },
  Mutation: { reorderItems },
}
