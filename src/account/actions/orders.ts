import {
  fetchCustomerOrder,
  fetchCustomerOrders,
  fetchCustomerReturn,
  fetchCustomerReturns,
  fetchGuestOrder,
  type GuestOrderInput,
  type OrderDetail,
  type OrderPage,
  requestReturn as requestReturnAtShop,
  type ReturnRequest,
  type ReturnSummary,
  type ShopError,
  translateShopMessage,
} from '../../shop'
import { withinReturnPeriod } from '../return-period'
import type { AccountContext } from './context'

/** What a screen loads: the data, or a failure that has been shown to the shopper already. */
export type Loaded<T> = { ok: true; data: T } | { ok: false }

/**
 * The account's order and return calls (the orders, returns and guest lookup screens). The type
 * is the factory's, so "go to definition" on a call leads to its code.
 */
export type OrderActions = ReturnType<typeof createOrderActions>

const loaded = async <T>(
  context: AccountContext,
  result: { ok: true; data: T } | { ok: false; error: ShopError },
): Promise<Loaded<T>> => {
  if (result.ok) return result
  await context.fail(result.error)
  return { ok: false }
}

export const createOrderActions = (context: AccountContext) => ({
  /** One page of the orders, newest first: page 1 is the newest `pageSize`. */
  loadOrders: async (page: { currentPage: number; pageSize: number }): Promise<Loaded<OrderPage>> =>
    loaded(context, await fetchCustomerOrders(context.client, page)),
  /**
   * One order by number; null data when the customer has no such order. Past the return period
   * (../return-period) nothing of it is offered for a return.
   */
  loadOrder: async (number: string): Promise<Loaded<OrderDetail | null>> => {
    const result = await loaded(context, await fetchCustomerOrder(context.client, number))
    if (!result.ok || !result.data) return result
    return { ok: true, data: withinReturnPeriod(result.data, Date.now()) }
  },
  loadReturns: async (): Promise<Loaded<ReturnSummary[]>> =>
    loaded(context, await fetchCustomerReturns(context.client)),
  loadReturn: async (uid: string): Promise<Loaded<ReturnSummary | null>> =>
    loaded(context, await fetchCustomerReturn(context.client, uid)),
  requestReturn: async (request: ReturnRequest): Promise<Loaded<ReturnSummary | null>> =>
    loaded(context, await requestReturnAtShop(context.client, request)),
  /**
   * The guest order lookup. Its failures are the form's to show (the shop's message, translated):
   * an unknown order is no error of the page, and an account's order asks to sign in, which is no
   * session expiry either.
   */
  lookupGuestOrder: async (
    input: GuestOrderInput,
  ): Promise<{ ok: true; data: OrderDetail } | { ok: false; message: string }> => {
    const result = await fetchGuestOrder(context.client, input)
    if (result.ok) return result
    const { error } = result
    const [first] = error.errors
    if (error.kind !== 'graphql' || !first)
      return { ok: false, message: context.t('message.shop-unavailable') }
    return { ok: false, message: translateShopMessage(context.texts(), first.message) }
  },
})
