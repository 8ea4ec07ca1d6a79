import { type ShopContext, requireCustomer } from '../context'
import { loadOrderViews, loadReturnViews, returnsPage } from '../domain/order-view'
import { invalidInput, noSuchEntity, phrase } from '../errors'
import { decodeUid } from '../ids'
import { RMA_RETURN_PERIOD_DAYS, withinReturnPeriod } from '../return-period'
import type { Resolver, ResolverMap } from './types'

/**
 * Returns (Adobe Commerce's RMA; Magento Open Source has none): Customer.returns, Customer.return,
 * CustomerOrder.returns (./order-view) and Mutation.requestReturn. In Adobe Commerce they answer
 * only with "Enable RMA on Storefront" switched on (Stores › Configuration › Sales › RMA Settings,
 * sales/magento_rma/enabled); the demo shop has it on. Shipped (complete) orders are returnable
 * in the return period (../return-period), each item up to the quantity not yet in a return.
 */
const returns: Resolver<{ pageSize?: number; currentPage?: number }> = (_, args, ctx) => {
  const customer = requireCustomer(ctx)
  return returnsPage(ctx, () => ctx.repos.returns.forCustomer(ctx.store.code, customer.id), args)
}

const customerReturn: Resolver<{ uid: string }> = async (_, { uid }, ctx) => {
  const customer = requireCustomer(ctx)
  const id = decodeUid(uid)
  const row = id === null ? null : await ctx.repos.returns.byId(id)
  if (!row || row.customer_id !== customer.id || row.store !== ctx.store.code) {
    throw noSuchEntity(phrase('entityMissing'))
  }
  const [view] = await loadReturnViews(ctx, [row])
  return view ?? null
}

interface RequestReturnInput {
  order_uid: string
  items: ({ order_item_uid: string; quantity_to_return: number } | null)[]
  comment_text?: string | null
  contact_email?: string | null
}

const requestReturn: Resolver<{ input: RequestReturnInput }> = async (_, { input }, ctx) => {
  const customer = requireCustomer(ctx)
  const orderId = decodeUid(input.order_uid)
  const order = orderId === null ? null : await ctx.repos.orders.byId(orderId)
  if (!order || order.customer_id !== customer.id || order.store !== ctx.store.code) {
    throw noSuchEntity(phrase('entityMissing'))
  }
  if (!withinReturnPeriod(order.created_at, ctx.now)) {
    throw invalidInput(phrase('returnPeriodOver', order.number, RMA_RETURN_PERIOD_DAYS))
  }
  const [view] = await loadOrderViews(ctx, [order], customer)
  const wanted = input.items.flatMap((item) => (item && item.quantity_to_return > 0 ? [item] : []))
  if (wanted.length === 0) throw invalidInput(phrase('returnNoItems'))
  const items = wanted.map((item) => {
    const line = view!.items.find((entry) => entry.id === item.order_item_uid)
    if (!line || !line.eligible_for_return) {
      throw invalidInput(phrase('returnNotEligible', line?.product_name ?? item.order_item_uid))
    }
    const left = line.quantity_ordered - line.quantity_returned
    if (!Number.isInteger(item.quantity_to_return) || item.quantity_to_return > left) {
      throw invalidInput(phrase('returnQuantity', item.quantity_to_return, line.product_name))
    }
    return { order_item_id: decodeUid(line.id)!, quantity: item.quantity_to_return }
  })
  const created = await ctx.repos.returns.create(
    {
      store: ctx.store.code,
      order_id: order.id,
      customer_id: customer.id,
      contact_email: input.contact_email?.trim() || customer.email,
      comment: input.comment_text?.trim() || null,
      created_at: ctx.now,
    },
    items,
    ctx.store.orderPrefix,
  )
  const [returned] = await loadReturnViews(ctx, [created])
  return {
    return: returned,
    returns: (args: { pageSize?: number; currentPage?: number }, inner: ShopContext) =>
      returnsPage(
        inner,
        () => inner.repos.returns.forCustomer(inner.store.code, customer.id),
        args,
      ),
  }
}

export const returnResolvers: ResolverMap = {
  Customer: { returns, return: customerReturn },
  Mutation: { requestReturn },
}
