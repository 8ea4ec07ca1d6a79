import { useAccountActions } from '../../account'
import type { ReturnSummary } from '../../shop'
import { useT } from '../../lib/i18n'
import { EntryRow, ReturnStatus } from '../account_orders/order-pieces'
import type { ElementProps } from '../registry'
import { CustomerDataScreen, herePath, OneEntry } from '../shared/account-loading'
import { ElementHeader } from '../shared/ElementHeader'
import { useQueryParam } from '../shared/use-location-search'
import { useLoaded } from '../shared/use-loaded'
import { CreateReturn } from './CreateReturn'
import { ReturnsPending } from './ReturnsPending'
import { ReturnView } from './ReturnView'

/**
 * The customer's returns: the list (number, date, order, status), one return
 * with `?return=<uid>` (its items and status), and a new return for an order's items with
 * `?order=<number>` (how many of each, and a comment). Returns are Adobe Commerce's RMA; the
 * shop's refusals show in the page's messages, translated. Read in the browser only, like the
 * orders.
 */
export function AccountReturnsElement({ content }: ElementProps<'account_returns'>) {
  const t = useT()
  const returnUid = useQueryParam('return')
  const orderNumber = useQueryParam('order')
  return (
    <div className="ce-account-returns">
      <ElementHeader fields={content} />
      <CustomerDataScreen loading={t('account.returns.loading')}>
        {() =>
          orderNumber ? (
            <CreateReturn number={orderNumber} ordersLink={content.ordersLink} />
          ) : returnUid ? (
            <ReturnScreen uid={returnUid} />
          ) : (
            <ReturnList ordersLink={content.ordersLink} />
          )
        }
      </CustomerDataScreen>
    </div>
  )
}

function ReturnList({ ordersLink }: { ordersLink: string }) {
  const t = useT()
  const account = useAccountActions()
  const [state, retry] = useLoaded<ReturnSummary[]>('returns', async () => {
    const actions = await account.load()
    return actions ? actions.loadReturns() : false
  })
  if (state.status !== 'ready') return <ReturnsPending state={state} retry={retry} />
  if (state.data.length === 0)
    return (
      <div className="ce-account-orders__empty">
        <p>{t('account.returns.empty')}</p>
        {ordersLink && (
          <p>
            {t('account.returns.how')} <a href={ordersLink}>{t('account.returns.to-orders')}</a>
          </p>
        )}
      </div>
    )
  return (
    <ul className="ce-account-orders__list">
      {state.data.map((entry) => (
        <EntryRow
          key={entry.uid}
          href={`${herePath()}?return=${encodeURIComponent(entry.uid)}`}
          kind={t('account.returns.number')}
          number={entry.number}
          date={entry.date}
          status={<ReturnStatus status={entry.status} />}
          last={t('account.returns.for-order', {
            number: entry.orderNumber,
          })}
        />
      ))}
    </ul>
  )
}

function ReturnScreen({ uid }: { uid: string }) {
  const t = useT()
  const account = useAccountActions()
  const [state, retry] = useLoaded<ReturnSummary | null>(`return:${uid}`, async () => {
    const actions = await account.load()
    return actions ? actions.loadReturn(uid) : false
  })
  return (
    <OneEntry
      back={{ href: herePath(), label: t('account.returns.back') }}
      state={state}
      pending={<ReturnsPending state={state} retry={retry} />}
      notFound={t('account.returns.not-found')}
    >
      {(entry) => <ReturnView entry={entry} />}
    </OneEntry>
  )
}
