import { useEffect, useRef } from 'react'
import { useAccountActions } from '../../account'
import type { OrderPage, OrderSummary } from '../../shop'
import { useT } from '../../lib/i18n'
import { herePath, Pending } from '../shared/account-loading'
import { Pager } from '../shared/Pager'
import { useLoaded } from '../shared/use-loaded'
import { usePriceFormat } from '../shared/use-price-format'
import { EntryRow, OrderStatus } from './order-pieces'

/**
 * Orders on one page of the list. Magento's own account page ("My Orders" in Luma) shows 10 at
 * first: a shopper sees the last months at a glance, and paging starts only for a regular
 * customer. Fewer would page sooner than anyone needs; the GraphQL default of 20 makes a long
 * list on a phone.
 */
export const ORDERS_PAGE_SIZE = 10

/** The list's address on a page: page 1 is the page itself, without a query. */
export const ordersPageHref = (page: number) =>
  page > 1 ? `${herePath()}?page=${page}` : herePath()

/**
 * The customer's orders, newest first, a page at a time (`?page=2`, so back and forward and a
 * reload keep it); the shop says which page it answered (one beyond the last gives the last).
 */
export function OrderList({ page }: { page: number }) {
  const t = useT()
  const account = useAccountActions()
  const [state, retry] = useLoaded<OrderPage>(`orders:${page}`, async () => {
    const actions = await account.load()
    return actions ? actions.loadOrders({ currentPage: page, pageSize: ORDERS_PAGE_SIZE }) : false
  })
  const range = useRef<HTMLParagraphElement>(null)
  const shownPage = useRef<number | null>(null)
  const current = state.status === 'ready' ? state.data.currentPage : null
  useEffect(() => {
    if (current === null) return
    // Another page, chosen in the pager below the list: reading goes on at its first order.
    if (shownPage.current !== null && shownPage.current !== current) range.current?.focus()
    shownPage.current = current
  }, [current])
  if (state.status !== 'ready')
    return (
      <Pending
        state={state}
        retry={retry}
        loading={t('account.orders.loading')}
        failed={t('account.orders.load-failed')}
      />
    )
  const { orders, currentPage, totalPages, totalCount } = state.data
  if (orders.length === 0)
    return <p className="ce-account-orders__empty">{t('account.orders.empty')}</p>
  const first = (currentPage - 1) * ORDERS_PAGE_SIZE + 1
  return (
    <>
      {totalPages > 1 && (
        <p className="ce-account-orders__range" ref={range} tabIndex={-1}>
          {t('account.orders.range', {
            from: first,
            to: first + orders.length - 1,
            count: totalCount,
          })}
        </p>
      )}
      <ul className="ce-account-orders__list">
        {orders.map((order) => (
          <OrderRow key={order.number} order={order} page={currentPage} />
        ))}
      </ul>
      <Pager
        current={currentPage}
        total={totalPages}
        hrefOf={ordersPageHref}
        label={t('account.orders.pages')}
      />
    </>
  )
}

function OrderRow({ order, page }: { order: OrderSummary; page: number }) {
  const t = useT()
  const price = usePriceFormat()
  // The order's page knows the list page it came from, for its way back.
  const listPage = page > 1 ? `&page=${page}` : ''
  return (
    <EntryRow
      href={`${herePath()}?order=${encodeURIComponent(order.number)}${listPage}`}
      kind={t('account.orders.number')}
      number={order.number}
      date={order.date}
      status={<OrderStatus status={order.status} />}
      last={price(order.total)}
    />
  )
}
