import { type ShopContext, requireCustomer } from '../context'
import { addToCart } from '../domain/add-items'
import { customerCartOf } from '../domain/cart-access'
import { orderView } from '../domain/order-view'
import { PHRASES, invalidInput, phrase } from '../errors'
import type { CustomerRow } from '../repo/rows'
import { type Resolver, type ResolverMap, viewCart } from './types'

/** Magento's CustomerOrders: the customer's orders in this store, newest first. */
export const customerOrders = async (
  ctx: ShopContext,
  customer: CustomerRow,
  { currentPage = 1, pageSize = 20 }: { currentPage?: number; pageSize?: number },
) => {
  if (currentPage < 1) throw invalidInput(PHRASES.currentPageNotPositive)
  if (pageSize < 1) throw invalidInput(PHRASES.pageSizeNotPositive)
  const all = await ctx.repos.orders.forCustomer(ctx.store.code, customer.id)
  const page = all.slice((currentPage - 1) * pageSize, currentPage * pageSize)
  const items = await ctx.repos.orders.itemsOf(page.map((o) => o.id))
  const products = new Map(
    (
      await ctx.repos.products.byIds(items.flatMap((i) => (i.product_id ? [i.product_id] : [])))
    ).map((p) => [p.id, p]),
  )
  const oldest = all[all.length - 1]
  return {
    items: page.map((order) =>
      orderView(
        order,
        items.filter((i) => i.order_id === order.id),
        products,
        customer,
        ctx.shopBase,
      ),
    ),
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
  Query: { customerOrders: customerOrdersQuery },
  Mutation: { reorderItems },
}
