import {
  operationName,
  shopFail,
  type ShopCallOptions,
  type ShopClient,
  type ShopError,
  type ShopResult,
  type ShopVariables,
} from '../client/shop-result'
import { fakeResolvers } from './fake-shop-resolvers'
import {
  FAKE_FAMILY_SIZES,
  FAKE_PRODUCTS,
  FakeShopError,
  type FakeCart,
  type FakeShopState,
} from './fake-shop-model'

/**
 * An in-memory Magento-like shop implementing ShopClient (fakes over mocks, DESIGN.md section 7):
 * it keeps carts, owners and coupons and answers with the error categories and messages Magento
 * uses, so the cart's real code paths run against it. Tests steer it with `down` (every call is a
 * network failure, as when the shop is unreachable) and `failNext` (one scripted failure).
 */
export interface FakeShop extends ShopClient {
  state: FakeShopState
  /** Every call, in order: the operation name and its variables (and a store view it named). */
  calls: {
    operation: string
    variables: ShopVariables
    token: string | null
    storeView?: string
  }[]
  down: boolean
  cacheResets: number
  /** Queues one failure for the next call of an operation (several queue up). */
  failNext(operation: string, error: Omit<ShopError, 'operation'>): void
  addCart(cart: Partial<FakeCart> & { id: string }): FakeCart
}

export type { FakeShopState }

export const createFakeShop = (getToken: () => string | null = () => null): FakeShop => {
  const scripted = new Map<string, Omit<ShopError, 'operation'>[]>()
  const state: FakeShopState = {
    products: [...FAKE_PRODUCTS, ...FAKE_FAMILY_SIZES],
    carts: new Map(),
    customers: new Set(),
    accounts: new Map(),
    orders: new Map(),
    nextId: 1,
  }
  const run = async <T>(
    document: string,
    variables: ShopVariables = {},
    { storeView }: ShopCallOptions = {},
  ) => {
    const operation = operationName(document)
    const token = getToken()
    shop.calls.push({ operation, variables, token, ...(storeView ? { storeView } : {}) })
    await Promise.resolve() // answers arrive asynchronously, as over the network
    if (shop.down) return shopFail('network', operation, 'Failed to fetch')
    const failure = scripted.get(operation)?.shift()
    if (failure) return { ok: false, error: { ...failure, operation } } as const
    const resolver = fakeResolvers[operation]
    if (!resolver) throw new Error(`The fake shop does not know ${operation}`)
    try {
      return { ok: true, data: resolver(state, variables, token, storeView ?? null) as T } as const
    } catch (error) {
      if (!(error instanceof FakeShopError)) throw error
      const errors = [{ message: error.message, category: error.category, path: error.path }]
      return shopFail('graphql', operation, error.message, { errors, status: 200 })
    }
  }
  const shop: FakeShop = {
    state,
    calls: [],
    down: false,
    cacheResets: 0,
    query: <T>(
      document: string,
      variables?: ShopVariables,
      options?: ShopCallOptions,
    ): Promise<ShopResult<T>> => run<T>(document, variables, options),
    mutate: <T>(document: string, variables?: ShopVariables): Promise<ShopResult<T>> =>
      run<T>(document, variables),
    resetCache: () => {
      shop.cacheResets += 1
    },
    failNext: (operation, error) => {
      scripted.set(operation, [...(scripted.get(operation) ?? []), error])
    },
    addCart: (cart) => {
      const full: FakeCart = { owner: null, items: [], coupons: [], address: null, ...cart }
      state.carts.set(full.id, full)
      return full
    },
  }
  return shop
}
