import type { AccountActions } from '../../account'
import type { OrderDetail } from '../../cart/operations/customer-orders'
import type { ReturnSummary } from '../../cart/operations/customer-returns'
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

/** Order actions answering from fixtures; `calls` records what the screen asked. */
export const stubOrderActions = (overrides: Partial<AccountActions> = {}) => {
  const calls: [string, unknown][] = []
  const record =
    <T>(name: string, answer: T) =>
    (argument?: unknown) => {
      calls.push([name, argument])
      return Promise.resolve(answer)
    }
  const orders = [PROCESSING_ORDER, SHIPPED_ORDER]
  const actions = {
    loadOrders: record('loadOrders', { ok: true, data: orders }),
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
  account: { ...commerce.account, actions },
})
