import { useState } from 'react'
import { useAccountActions } from '../../account'
import { Button } from '../../brands/design/Button'
import { type OrderDetail, useCartActions, useCartStore } from '../../shop'
import { useT } from '../../lib/i18n'
import type { ElementProps } from '../registry'
import { CustomerDataScreen, OneEntry, Pending } from '../shared/account-loading'
import { usePageLink } from '../shared/use-page-link'
import { ElementHeader } from '../shared/ElementHeader'
import { usePageParam, useQueryParam } from '../shared/use-location-search'
import { useLoaded } from '../shared/use-loaded'
import { OrderDetailView } from './OrderDetailView'
import { linesNotReordered } from './lines-not-reordered'
import { OrderList, ordersPageHref } from './OrderList'

/**
 * The customer's orders: the list (number, date, status, total) a page at a time (OrderList), and
 * with `?order=<number>` one order (OrderDetailView) with reorder (the order's items go into the
 * cart; what the shop could not add shows as cart-area messages here) and a way to return its
 * items. The query is read in the browser only: the page is one cached page for every order and
 * list page, and the orders are the customer's, loaded after hydration.
 */
export function AccountOrdersElement({ content }: ElementProps<'account_orders'>) {
  const t = useT()
  const number = useQueryParam('order')
  const page = usePageParam()
  return (
    <div className="ce-account-orders">
      <ElementHeader fields={content} />
      <CustomerDataScreen loading={t('account.orders.loading')}>
        {() =>
          number ? (
            <OrderScreen number={number} listPage={page} returnsLink={content.returnsLink} />
          ) : (
            <OrderList page={page} />
          )
        }
      </CustomerDataScreen>
    </div>
  )
}

function OrderScreen({
  number,
  listPage,
  returnsLink,
}: {
  number: string
  listPage: number
  returnsLink: string
}) {
  const t = useT()
  const account = useAccountActions()
  const [state, retry] = useLoaded<OrderDetail | null>(`order:${number}`, async () => {
    const actions = await account.load()
    return actions ? actions.loadOrder(number) : false
  })
  return (
    <OneEntry
      back={{ href: ordersPageHref(listPage), label: t('account.order.back') }}
      state={state}
      pending={
        <Pending
          state={state}
          retry={retry}
          loading={t('account.orders.loading-one')}
          failed={t('account.orders.load-failed')}
        />
      }
      notFound={t('account.order.not-found', { number })}
    >
      {(order) => (
        <OrderDetailView
          order={order}
          actions={<OrderActions order={order} returnsLink={returnsLink} />}
        />
      )}
    </OneEntry>
  )
}

function OrderActions({ order, returnsLink }: { order: OrderDetail; returnsLink: string }) {
  const t = useT()
  const cart = useCartActions()
  const cartStore = useCartStore()
  const [reorder, setReorder] = useState<'idle' | 'busy' | 'done' | 'partly'>('idle')
  const [notAdded, setNotAdded] = useState<string[]>([])
  const cartHref = usePageLink()('cart')
  const onReorder = async () => {
    setReorder('busy')
    const before = cartStore.getState().items
    const complete = await cart.reorder(order.number)
    // The shop's reasons are the cart's messages; which products they concern is said here.
    const missing = complete
      ? []
      : linesNotReordered(order.items, before, cartStore.getState().items)
    setNotAdded([...new Set(missing.map((line) => line.name))])
    setReorder(complete ? 'done' : 'partly')
  }
  return (
    <div className="ce-order__actions">
      <div className="ce-order__buttons">
        {order.canReorder && (
          <Button onClick={() => void onReorder()} disabled={reorder === 'busy'}>
            {t('account.order.reorder')}
          </Button>
        )}
        {order.canReturn && returnsLink && (
          <Button
            variant="outline"
            href={`${returnsLink}?order=${encodeURIComponent(order.number)}`}
          >
            {t('account.order.return')}
          </Button>
        )}
      </div>
      <div className="ce-order__reorder" role="status">
        {reorder === 'done' && (
          <p>
            {t('account.order.reordered')} <a href={cartHref}>{t('account.order.to-cart')}</a>
          </p>
        )}
        {reorder === 'partly' && (
          // The shop's reasons are the cart's messages (the page shows them with the others).
          <p className="ce-order__partly">
            {t('account.order.reordered-partly')}{' '}
            <a href={cartHref}>{t('account.order.to-cart')}</a>
          </p>
        )}
        {reorder === 'partly' && notAdded.length > 0 && (
          <div className="ce-order__not-added">
            <p>{t('account.order.not-reordered')}</p>
            <ul>
              {notAdded.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  )
}
