import { useAccountActions, useSignedIn } from '../../account'
import type { ReturnSummary } from '../../cart/operations/customer-returns'
import { formatDate } from '../../lib/format-date'
import { useT } from '../../lib/i18n'
import { useStorefront } from '../../lib/storefront-context'
import { useHydrated } from '../../lib/use-hydrated'
import { returnStatusText } from '../account_orders/order-texts'
import { SignInPrompt } from '../shared/account-auth'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { useQueryParam } from '../shared/use-location-search'
import { useLoaded } from '../shared/use-loaded'
import { herePath } from '../shared/account-loading'
import { CreateReturn } from './CreateReturn'
import { ReturnsPending } from './ReturnsPending'
import { ReturnView } from './ReturnView'

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

function ReturnList({ ordersLink }: { ordersLink: string }) {
  const t = useT()
  const actions = useAccountActions()
  const { languageTag } = useStorefront()
  const [state, retry] = useLoaded<ReturnSummary[]>('returns', () => actions.loadReturns())
  if (state.status !== 'ready') return <ReturnsPending state={state} retry={retry} />
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
        <ReturnsPending state={state} retry={retry} />
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
