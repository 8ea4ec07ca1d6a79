import type { AccountActions } from '../../account'
import type { OrderDetail, OrderPage, ReturnSummary } from '../../shop'
import { accountActionsLoaderOf } from './account'
import type { Commerce } from './commerce'

const eur = (value: number) => ({ value, currency: 'EUR' })

/** A shipped order of the fake shop's products, as the account actions hand it over. */
export const SHIPPED_ORDER: OrderDetail = {
  id: 'MQ==',
  number: '100000001',
  date: '2026-03-15 10:00:00',
  status: 'Complete',
  total: eur(34.4),
  items: [
    { id: 'MQ==', sku: 'VIT-D3', name: 'Vitamin D3', quantity: 2, price: eur(9.95), returnable: 2 },
    { id: 'Mg==', sku: 'ZINC-OUT', name: 'Zink', quantity: 1, price: eur(7.5), returnable: 1 },
  ],
  subtotal: eur(27.4),
  shipping: eur(4.95),
  tax: eur(2.25),
  discounts: [],
  shippingAddress: {
    name: 'Anna Schneider',
    street: ['Invalidenstraße 12'],
    postcode: '10115',
    city: 'Berlin',
    countryCode: 'DE',
  },
  billingAddress: {
    name: 'Anna Schneider',
    street: ['Invalidenstraße 12'],
    postcode: '10115',
    city: 'Berlin',
    countryCode: 'DE',
  },
  shippingMethod: 'Standardversand - DHL Paket',
  paymentMethods: [{ name: 'checkmo', type: 'checkmo' }],
  history: [
    { date: '2026-03-15 10:00:00', message: 'Pending' },
    { date: '2026-03-16 10:00:00', message: 'Complete' },
  ],
  canReorder: true,
  canReturn: true,
}

export const PROCESSING_ORDER: OrderDetail = {
  ...SHIPPED_ORDER,
  id: 'NQ==',
  number: '100000005',
  date: '2026-04-22 10:00:00',
  status: 'Processing',
  total: eur(24.85),
  items: [{ ...SHIPPED_ORDER.items[0]!, returnable: 0 }],
  history: [{ date: '2026-04-22 10:00:00', message: 'Pending' }],
  canReturn: false,
}

export const PENDING_RETURN: ReturnSummary = {
  uid: 'Nw==',
  number: '100000007',
  date: '2026-04-01 09:30:00',
  status: 'PENDING',
  orderNumber: '100000001',
  items: [{ uid: 'OA==', sku: 'VIT-D3', name: 'Vitamin D3', quantity: 1, status: 'PENDING' }],
  comments: [{ date: '2026-04-01 09:30:00', text: 'Beschädigt angekommen' }],
}

/** `count` shipped orders before the fixtures', a month apart, newest first: 100000101 … */
export const pastOrders = (count: number): OrderDetail[] =>
  Array.from({ length: count }, (_, index) => ({
    ...SHIPPED_ORDER,
    id: `past-${index}`,
    number: String(100000101 + index),
    date: `20${25 - Math.floor(index / 12)}-${String(12 - (index % 12)).padStart(2, '0')}-01 10:00:00`,
  }))

/** A page of `orders` as the shop answers it: one beyond the last gives the last (Magento). */
export const orderPage = (
  orders: readonly OrderDetail[],
  { currentPage, pageSize }: { currentPage: number; pageSize: number },
): OrderPage => {
  const totalPages = Math.ceil(orders.length / pageSize)
  const page = Math.min(currentPage, Math.max(totalPages, 1))
  return {
    orders: orders.slice((page - 1) * pageSize, page * pageSize),
    currentPage: page,
    totalPages,
    totalCount: orders.length,
  }
}

/**
 * Order actions answering from fixtures (the customer's `orders`, newest first, by default the
 * processing and the shipped order); `calls` records what the screen asked.
 */
export const stubOrderActions = (
  overrides: Partial<AccountActions> = {},
  orders: readonly OrderDetail[] = [PROCESSING_ORDER, SHIPPED_ORDER],
) => {
  const calls: [string, unknown][] = []
  const record =
    <T>(name: string, answer: T) =>
    (argument?: unknown) => {
      calls.push([name, argument])
      return Promise.resolve(answer)
    }
  const actions = {
    loadOrders: (page: { currentPage: number; pageSize: number }) => {
      calls.push(['loadOrders', page])
      return Promise.resolve({ ok: true, data: orderPage(orders, page) })
    },
    loadOrder: (number: string) => {
      calls.push(['loadOrder', number])
      return Promise.resolve({
        ok: true,
        data: orders.find((order) => order.number === number) ?? null,
      })
    },
    loadReturns: record('loadReturns', { ok: true, data: [PENDING_RETURN] }),
    loadReturn: (uid: string) => {
      calls.push(['loadReturn', uid])
      return Promise.resolve({ ok: true, data: uid === PENDING_RETURN.uid ? PENDING_RETURN : null })
    },
    requestReturn: record('requestReturn', { ok: true, data: PENDING_RETURN }),
    lookupGuestOrder: record('lookupGuestOrder', { ok: true, data: PROCESSING_ORDER }),
    ...overrides,
  } as unknown as AccountActions
  return { actions, calls }
}

/** `commerce` with these account actions in its account context. */
export const withOrderActions = (commerce: Commerce, actions: AccountActions): Commerce => ({
  ...commerce,
  account: { ...commerce.account, actions: accountActionsLoaderOf(actions) },
})
