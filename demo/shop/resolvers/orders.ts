import { type ShopContext, currentCustomerId, requireCustomer } from '../context'
import { addToCart } from '../domain/add-items'
import { customerCartOf } from '../domain/cart-access'
import { loadOrderViews } from '../domain/order-view'
import { invalidInput, noSuchEntity, notAuthorized, phrase } from '../errors'
import type { CustomerRow, OrderRow } from '../repo/rows'
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
  /** CustomerOrderSortInput; without it the newest come first. */
  sort?: { sort_field: 'NUMBER' | 'CREATED_AT'; sort_direction: 'ASC' | 'DESC' } | null
}

const matches = (value: string, filter: TextFilter | null | undefined) =>
  !filter ||
  ((filter.eq == null || filter.eq === value) && (filter.in == null || filter.in.includes(value)))

/** The repository's newest-first list in the order `sort` asks for. */
const sorted = (orders: OrderRow[], sort: OrdersArgs['sort']): OrderRow[] => {
  if (!sort) return orders
  const key = (order: OrderRow) =>
    sort.sort_field === 'NUMBER' ? Number(order.number) : order.created_at
  const direction = sort.sort_direction === 'ASC' ? 1 : -1
  return [...orders].sort((a, b) => direction * (key(a) - key(b) || a.id - b.id))
}

/**
 * Magento's CustomerOrders: the customer's orders in this store, newest first unless `sort` says
 * otherwise, filtered by number (Customer.orders(filter: { number: { eq } }), the order detail)
 * or status, a page of `pageSize` at a time. An unknown number gives an empty list, as in
 * Magento; another customer's order is never in it. A page beyond the last answers with the last
 * page and says so in page_info.current_page, as Magento's order collection does
 * (Magento\Framework\Data\Collection::getCurPage); with no order, total_pages is 0 and
 * current_page 1 (Magento\SalesGraphQl\Model\Resolver\CustomerOrders).
 */
export const customerOrders = async (
  ctx: ShopContext,
  customer: CustomerRow,
  { currentPage = 1, pageSize = 20, filter, sort }: OrdersArgs,
) => {
  if (currentPage < 1) throw invalidInput(phrase('currentPageNotPositive'))
  if (pageSize < 1) throw invalidInput(phrase('pageSizeNotPositive'))
  const all = sorted(
    (await ctx.repos.orders.forCustomer(ctx.store.code, customer.id)).filter(
      (order) => matches(order.number, filter?.number) && matches(order.status, filter?.status),
    ),
    sort,
  )
  const totalPages = Math.ceil(all.length / pageSize)
  const shownPage = Math.min(currentPage, Math.max(totalPages, 1))
  const page = all.slice((shownPage - 1) * pageSize, shownPage * pageSize)
  const oldest = all.reduce<OrderRow | undefined>(
    (first, order) => (!first || order.created_at < first.created_at ? order : first),
    undefined,
  )
  return {
    items: await loadOrderViews(ctx, page, customer),
    total_count: all.length,
    page_info: {
      current_page: shownPage,
      page_size: pageSize,
      total_pages: totalPages,
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
  if (!order) throw noSuchEntity(phrase('orderNotLocated'))
  const same = (a: string | null, b: string) =>
    (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()
  if (!same(order.email, input.email) || !same(order.lastname, input.lastname))
    throw noSuchEntity(phrase('orderNotLocated'))
  if (order.customer_id !== null) throw notAuthorized(phrase('orderGuestLogin'))
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
