import { useState, type FormEvent } from 'react'
import { useAccountActions, useSignedIn } from '../../account'
import { Button } from '../../brands/design/Button'
import type { OrderDetail } from '../../cart/operations/customer-orders'
import type { ReturnSummary } from '../../cart/operations/customer-returns'
import { dateTimeAttribute, formatDate } from '../../lib/format-date'
import { useT } from '../../lib/i18n'
import { useStorefront } from '../../lib/storefront-context'
import { useHydrated } from '../../lib/use-hydrated'
import { returnStatusText } from '../account_orders/order-texts'
import { SignInPrompt } from '../shared/account-auth'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { useQueryParam } from '../shared/use-location-search'
import { useLoaded, type LoadState } from '../shared/use-loaded'

/**
 * The customer's returns (issue 10, point 4): the list (number, date, order, status), one return
 * with `?return=<uid>` (its items and status), and a new return for an order's items with
 * `?order=<number>` (how many of each, and a comment). Returns are Adobe Commerce's RMA; the
 * shop's refusals show in the page's messages, translated. Read in the browser only, like the
 * orders.
 */
export function AccountReturnsElement({ content }: ElementProps<'account_returns'>) {
  const t = useT()
  const signedIn = useSignedIn()
  const hydrated = useHydrated()
  const returnUid = useQueryParam('return')
  const orderNumber = useQueryParam('order')
  return (
    <div className="ce-account-returns">
      <ElementHeader fields={content} />
      {!signedIn ? (
        <SignInPrompt
          message={t(
            'account.orders.sign-in-prompt',
            'Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.',
          )}
        />
      ) : !hydrated ? (
        // The query is known in the browser only: what to show is decided there.
        <p className="ce-account-orders__status" role="status">
          {t('account.returns.loading', 'Wird geladen …')}
        </p>
      ) : orderNumber ? (
        <CreateReturn number={orderNumber} ordersLink={content.ordersLink} />
      ) : returnUid ? (
        <ReturnScreen uid={returnUid} />
      ) : (
        <ReturnList ordersLink={content.ordersLink} />
      )}
    </div>
  )
}

const herePath = () => (typeof window === 'undefined' ? '' : window.location.pathname)

function Pending<T>({ state, retry }: { state: LoadState<T>; retry: () => void }) {
  const t = useT()
  if (state.status === 'failed')
    return (
      <div className="ce-account-orders__status" role="status">
        <p>{t('account.returns.load-failed', 'Ihre Retouren konnten nicht geladen werden.')}</p>
        <Button variant="outline" onClick={retry}>
          {t('account.orders.retry', 'Erneut versuchen')}
        </Button>
      </div>
    )
  return (
    <p className="ce-account-orders__status" role="status">
      {t('account.returns.loading', 'Wird geladen …')}
    </p>
  )
}

function ReturnList({ ordersLink }: { ordersLink: string }) {
  const t = useT()
  const actions = useAccountActions()
  const { languageTag } = useStorefront()
  const [state, retry] = useLoaded<ReturnSummary[]>('returns', () => actions.loadReturns())
  if (state.status !== 'ready') return <Pending state={state} retry={retry} />
  if (state.data.length === 0)
    return (
      <div className="ce-account-orders__empty">
        <p>{t('account.returns.empty', 'Sie haben noch keine Retoure angemeldet.')}</p>
        {ordersLink && (
          <p>
            {t(
              'account.returns.how',
              'Eine Retoure melden Sie bei der Bestellung an, aus der die Artikel stammen.',
            )}{' '}
            <a href={ordersLink}>{t('account.returns.to-orders', 'Zu Ihren Bestellungen')}</a>
          </p>
        )}
      </div>
    )
  return (
    <ul className="ce-account-orders__list">
      {state.data.map((entry) => (
        <li key={entry.uid} className="ce-account-orders__row">
          <a
            className="ce-account-orders__number"
            href={`${herePath()}?return=${encodeURIComponent(entry.uid)}`}
          >
            <span className="visually-hidden">{t('account.returns.number', 'Retoure')} </span>
            {entry.number}
          </a>
          <span className="ce-account-orders__date">
            {formatDate(entry.date, { locale: languageTag })}
          </span>
          <span className="ce-order__status" data-status={entry.status.toLowerCase()}>
            {returnStatusText(t, entry.status)}
          </span>
          <span className="ce-account-orders__total">
            {t('account.returns.for-order', 'zu Bestellung {{number}}', {
              number: entry.orderNumber,
            })}
          </span>
        </li>
      ))}
    </ul>
  )
}

function ReturnView({ entry }: { entry: ReturnSummary }) {
  const t = useT()
  const { languageTag } = useStorefront()
  return (
    <article className="ce-order">
      <h2 className="ce-order__title">
        {t('account.returns.title', 'Retoure {{number}}', { number: entry.number })}
      </h2>
      <dl className="ce-order__facts">
        <div>
          <dt>{t('account.orders.date', 'Datum')}</dt>
          <dd>
            <time dateTime={dateTimeAttribute(entry.date)}>
              {formatDate(entry.date, { locale: languageTag })}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('account.orders.status', 'Status')}</dt>
          <dd>
            <span className="ce-order__status" data-status={entry.status.toLowerCase()}>
              {returnStatusText(t, entry.status)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('account.returns.order', 'Bestellung')}</dt>
          <dd>{entry.orderNumber}</dd>
        </div>
      </dl>
      <table className="ce-order__table">
        <thead>
          <tr>
            <th scope="col">{t('account.order.product', 'Produkt')}</th>
            <th scope="col">{t('account.order.quantity', 'Menge')}</th>
            <th scope="col">{t('account.orders.status', 'Status')}</th>
          </tr>
        </thead>
        <tbody>
          {entry.items.map((item) => (
            <tr key={item.uid}>
              <th scope="row">
                <span className="ce-order__name">{item.name}</span>
                <span className="ce-order__sku">
                  {t('account.order.sku', 'Art.-Nr.')} {item.sku}
                </span>
              </th>
              <td>{item.quantity}</td>
              <td>{returnStatusText(t, item.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {entry.comments.map((comment) => (
        <blockquote key={comment.date + comment.text} className="ce-order__comment">
          {comment.text}
        </blockquote>
      ))}
    </article>
  )
}

function ReturnScreen({ uid }: { uid: string }) {
  const t = useT()
  const actions = useAccountActions()
  const [state, retry] = useLoaded<ReturnSummary | null>(`return:${uid}`, () =>
    actions.loadReturn(uid),
  )
  const back = (
    <a className="ce-account-orders__back" href={herePath()}>
      ← {t('account.returns.back', 'Alle Retouren')}
    </a>
  )
  return (
    <>
      {back}
      {state.status !== 'ready' ? (
        <Pending state={state} retry={retry} />
      ) : state.data ? (
        <ReturnView entry={state.data} />
      ) : (
        <p className="ce-account-orders__empty" role="status">
          {t('account.returns.not-found', 'Diese Retoure gibt es in Ihrem Konto nicht.')}
        </p>
      )}
    </>
  )
}

function CreateReturn({ number, ordersLink }: { number: string; ordersLink: string }) {
  const t = useT()
  const actions = useAccountActions()
  const [state, retry] = useLoaded<OrderDetail | null>(`order:${number}`, () =>
    actions.loadOrder(number),
  )
  const [created, setCreated] = useState<ReturnSummary | null>(null)
  const back = ordersLink ? (
    <a
      className="ce-account-orders__back"
      href={`${ordersLink}?order=${encodeURIComponent(number)}`}
    >
      ← {t('account.returns.back-to-order', 'Zurück zur Bestellung')}
    </a>
  ) : null
  if (created)
    return (
      <>
        <p className="ce-account-returns__created" role="status">
          {t(
            'account.returns.created',
            'Ihre Retoure {{number}} ist angemeldet. Das Rücksendeetikett schicken wir Ihnen per E-Mail.',
            { number: created.number },
          )}
        </p>
        <ReturnView entry={created} />
        <a className="ce-account-orders__back" href={herePath()}>
          {t('account.returns.back', 'Alle Retouren')}
        </a>
      </>
    )
  if (state.status !== 'ready')
    return (
      <>
        {back}
        <Pending state={state} retry={retry} />
      </>
    )
  const order = state.data
  const returnable = order?.items.filter((item) => item.returnable > 0) ?? []
  if (!order || returnable.length === 0)
    return (
      <>
        {back}
        <p className="ce-account-orders__empty" role="status">
          {order
            ? t(
                'account.returns.none-returnable',
                'Aus dieser Bestellung kann derzeit nichts zurückgeschickt werden: Eine Retoure ist möglich, sobald die Bestellung versandt ist.',
              )
            : t(
                'account.order.not-found',
                'Die Bestellung {{number}} gibt es in Ihrem Konto nicht.',
                {
                  number,
                },
              )}
        </p>
      </>
    )
  return (
    <>
      {back}
      <ReturnForm order={order} onCreated={setCreated} />
    </>
  )
}

function ReturnForm({
  order,
  onCreated,
}: {
  order: OrderDetail
  onCreated: (entry: ReturnSummary) => void
}) {
  const t = useT()
  const actions = useAccountActions()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const returnable = order.items.filter((item) => item.returnable > 0)
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const items = returnable
      .map((item) => ({ orderItemUid: item.id, quantity: Number(form.get(`qty-${item.id}`) ?? 0) }))
      .filter((item) => item.quantity > 0)
    if (items.length === 0) {
      setProblem(t('account.returns.choose', 'Bitte wählen Sie mindestens einen Artikel aus.'))
      return
    }
    setProblem('')
    setBusy(true)
    const comment = String(form.get('comment') ?? '')
    const result = await actions.requestReturn({ orderUid: order.id, items, comment })
    setBusy(false)
    if (result && result.ok && result.data) onCreated(result.data)
  }
  return (
    <form
      className="ce-account-returns__form"
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      onChange={() => setProblem('')}
    >
      <h2 className="ce-order__title">
        {t('account.returns.create-title', 'Retoure für Bestellung {{number}}', {
          number: order.number,
        })}
      </h2>
      <p>
        {t(
          'account.returns.create-intro',
          'Wählen Sie, wie viele Stück jedes Artikels Sie zurückschicken möchten.',
        )}
      </p>
      <fieldset className="ce-account-returns__items">
        <legend>{t('account.order.items', 'Artikel')}</legend>
        {returnable.map((item) => (
          <label key={item.id} className="ce-account-returns__item">
            <span className="ce-order__name">{item.name}</span>
            <span className="ce-account-returns__qty">
              {t('account.returns.quantity', 'Anzahl (höchstens {{max}})', {
                max: item.returnable,
              })}
              <select name={`qty-${item.id}`} defaultValue="0">
                {Array.from({ length: item.returnable + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="ce-account-returns__comment">
        <span>{t('account.returns.comment', 'Grund der Rücksendung (freiwillig)')}</span>
        <textarea name="comment" rows={3} maxLength={1000} />
      </label>
      {problem && (
        <p className="ce-account-returns__problem" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {t('account.returns.submit', 'Retoure anmelden')}
      </Button>
    </form>
  )
}
