import { useState } from 'react'
import { useAccountActions, useSignedIn } from '../../account'
import { Button } from '../../brands/design/Button'
import { pageLinkFor } from '../../brands/page-links'
import { useCartActions } from '../../cart'
import type { OrderDetail, OrderSummary } from '../../cart/operations/customer-orders'
import { formatDate } from '../../lib/format-date'
import { useT } from '../../lib/i18n'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'
import { useHydrated } from '../../lib/use-hydrated'
import type { ElementProps } from '../registry'
import { herePath, Pending } from '../shared/account-loading'
import { ElementHeader } from '../shared/ElementHeader'
import { useQueryParam } from '../shared/use-location-search'
import { useLoaded } from '../shared/use-loaded'
import { usePriceFormat } from '../shared/use-price-format'
import { OrderDetailView } from './OrderDetailView'
import { orderStatusText } from './order-texts'
import { SignInPrompt } from '../shared/account-auth'

/**
 * The customer's orders (issue 10, point 4): the list (number, date, status, total), and with
 * `?order=<number>` one order (OrderDetailView) with reorder (point 6: the order's items go into
 * the cart; what the shop could not add shows as cart-area messages here) and a way to return its
 * items. The order in the query is read in the browser only: the page is one cached page for
 * every order, and the orders are the customer's, loaded after hydration.
 */
export function AccountOrdersElement({ content }: ElementProps<'account_orders'>) {
  const t = useT()
  const signedIn = useSignedIn()
  const hydrated = useHydrated()
  const number = useQueryParam('order')
  return (
    <div className="ce-account-orders">
      <ElementHeader fields={content} />
      {!signedIn ? (
        <SignInPrompt
          message={t(
            'account.orders.sign-in-prompt',
            'Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.',
          )}
        />
      ) : !hydrated ? (
        // The query is known in the browser only: list or one order is decided there.
        <p className="ce-account-orders__status" role="status">
          {t('account.orders.loading', 'Ihre Bestellungen werden geladen …')}
        </p>
      ) : number ? (
        <OrderScreen number={number} returnsLink={content.returnsLink} />
      ) : (
        <OrderList />
      )}
    </div>
  )
}

function OrderList() {
  const t = useT()
  const actions = useAccountActions()
  const [state, retry] = useLoaded<OrderSummary[]>('orders', () => actions.loadOrders())
  if (state.status !== 'ready')
    return (
      <Pending
        state={state}
        retry={retry}
        loading={t('account.orders.loading', 'Ihre Bestellungen werden geladen …')}
        failed={t('account.orders.load-failed', 'Ihre Bestellungen konnten nicht geladen werden.')}
      />
    )
  if (state.data.length === 0)
    return (
      <p className="ce-account-orders__empty">
        {t('account.orders.empty', 'Sie haben noch keine Bestellung aufgegeben.')}
      </p>
    )
  return (
    <ul className="ce-account-orders__list">
      {state.data.map((order) => (
        <OrderRow key={order.number} order={order} />
      ))}
    </ul>
  )
}

function OrderRow({ order }: { order: OrderSummary }) {
  const t = useT()
  const price = usePriceFormat()
  const { languageTag } = useStorefront()
  const href = `${herePath()}?order=${encodeURIComponent(order.number)}`
  return (
    <li className="ce-account-orders__row">
      <a className="ce-account-orders__number" href={href}>
        <span className="visually-hidden">{t('account.orders.number', 'Bestellnummer')} </span>
        {order.number}
      </a>
      <span className="ce-account-orders__date">
        {formatDate(order.date, { locale: languageTag })}
      </span>
      <span className="ce-order__status" data-status={order.status.toLowerCase()}>
        {orderStatusText(t, order.status)}
      </span>
      <span className="ce-account-orders__total">{price(order.total)}</span>
    </li>
  )
}

function OrderScreen({ number, returnsLink }: { number: string; returnsLink: string }) {
  const t = useT()
  const actions = useAccountActions()
  const [state, retry] = useLoaded<OrderDetail | null>(`order:${number}`, () =>
    actions.loadOrder(number),
  )
  const back = (
    <a className="ce-account-orders__back" href={herePath()}>
      ← {t('account.order.back', 'Alle Bestellungen')}
    </a>
  )
  if (state.status !== 'ready')
    return (
      <>
        {back}
        <Pending
          state={state}
          retry={retry}
          loading={t('account.orders.loading-one', 'Die Bestellung wird geladen …')}
          failed={t(
            'account.orders.load-failed',
            'Ihre Bestellungen konnten nicht geladen werden.',
          )}
        />
      </>
    )
  if (!state.data)
    return (
      <>
        {back}
        <p className="ce-account-orders__empty" role="status">
          {t('account.order.not-found', 'Die Bestellung {{number}} gibt es in Ihrem Konto nicht.', {
            number,
          })}
        </p>
      </>
    )
  return (
    <>
      {back}
      <OrderDetailView
        order={state.data}
        actions={<OrderActions order={state.data} returnsLink={returnsLink} />}
      />
    </>
  )
}

function OrderActions({ order, returnsLink }: { order: OrderDetail; returnsLink: string }) {
  const t = useT()
  const cart = useCartActions()
  const { pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  const [reorder, setReorder] = useState<'idle' | 'busy' | 'done' | 'partly'>('idle')
  const cartHref = localePath(pageLinkFor(pageLinks, 'cart', locale))
  const onReorder = async () => {
    setReorder('busy')
    const complete = await cart.reorder(order.number)
    // Without any item in the cart nothing was reordered; the shop's reasons show below.
    setReorder(complete ? 'done' : 'partly')
  }
  return (
    <div className="ce-order__actions">
      <div className="ce-order__buttons">
        {order.canReorder && (
          <Button onClick={() => void onReorder()} disabled={reorder === 'busy'}>
            {t('account.order.reorder', 'Erneut bestellen')}
          </Button>
        )}
        {order.canReturn && returnsLink && (
          <Button
            variant="outline"
            href={`${returnsLink}?order=${encodeURIComponent(order.number)}`}
          >
            {t('account.order.return', 'Artikel zurückschicken')}
          </Button>
        )}
      </div>
      <div className="ce-order__reorder" role="status">
        {reorder === 'done' && (
          <p>
            {t('account.order.reordered', 'Die Artikel liegen jetzt in Ihrem Warenkorb.')}{' '}
            <a href={cartHref}>{t('account.order.to-cart', 'Zum Warenkorb')}</a>
          </p>
        )}
        {reorder === 'partly' && (
          // The shop's reasons are the cart's messages (the page shows them with the others).
          <p className="ce-order__partly">
            {t(
              'account.order.reordered-partly',
              'Nicht alle Artikel konnten in den Warenkorb gelegt werden.',
            )}{' '}
            <a href={cartHref}>{t('account.order.to-cart', 'Zum Warenkorb')}</a>
          </p>
        )}
      </div>
    </div>
  )
}
