import { useState, type FormEvent } from 'react'
import {
  RETURN_PERIOD_DAYS,
  returnPeriodEnd,
  returnPeriodOver,
  useAccountActions,
} from '../../account'
import { Button } from '../../brands/design/Button'
import type { OrderDetail, ReturnSummary } from '../../shop'
import { useT } from '../../lib/i18n'
import { BackLink, herePath } from '../shared/account-loading'
import { useDateFormat } from '../shared/use-date-format'
import { useLoaded } from '../shared/use-loaded'
import { ReturnsPending } from './ReturnsPending'
import { ReturnView } from './ReturnView'

/** A new return for an order's returnable items (`?order=<number>`), then what was registered. */
export function CreateReturn({ number, ordersLink }: { number: string; ordersLink: string }) {
  const t = useT()
  const account = useAccountActions()
  const [state, retry] = useLoaded<OrderDetail | null>(`order:${number}`, async () => {
    const actions = await account.load()
    return actions ? actions.loadOrder(number) : false
  })
  const [created, setCreated] = useState<ReturnSummary | null>(null)
  const back = ordersLink ? (
    <BackLink href={`${ordersLink}?order=${encodeURIComponent(number)}`}>
      {t('account.returns.back-to-order')}
    </BackLink>
  ) : null
  if (created)
    return (
      <>
        <p className="ce-account-returns__created" role="status">
          {t('account.returns.created', { number: created.number })}
        </p>
        <ReturnView entry={created} />
        <BackLink href={herePath()}>{t('account.returns.back')}</BackLink>
      </>
    )
  if (state.status !== 'ready')
    return (
      <>
        {back}
        <ReturnsPending state={state} retry={retry} />
      </>
    )
  const order = state.data
  const returnable = order?.items.filter((item) => item.returnable > 0) ?? []
  if (!order || returnable.length === 0)
    return (
      <>
        {back}
        <p className="ce-account-orders__empty" role="status">
          {order ? (
            <NothingReturnable order={order} />
          ) : (
            t('account.order.not-found', {
              number,
            })
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

/** Why an order offers nothing to return: its return period is over, or it has not shipped. */
function NothingReturnable({ order }: { order: OrderDetail }) {
  const t = useT()
  const formatDate = useDateFormat()
  // Rendered only once the order has loaded in the browser: the clock is the shopper's, read once.
  const [now] = useState(() => Date.now())
  if (returnPeriodOver(order, now))
    return t('account.returns.period-over', {
      days: RETURN_PERIOD_DAYS,
      number: order.number,
      date: formatDate(returnPeriodEnd(order)?.toISOString()),
    })
  return t('account.returns.none-returnable')
}

function ReturnForm({
  order,
  onCreated,
}: {
  order: OrderDetail
  onCreated: (entry: ReturnSummary) => void
}) {
  const t = useT()
  const account = useAccountActions()
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
      setProblem(t('account.returns.choose'))
      return
    }
    setProblem('')
    setBusy(true)
    const comment = String(form.get('comment') ?? '')
    const actions = await account.load()
    const result = actions && (await actions.requestReturn({ orderUid: order.id, items, comment }))
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
        {t('account.returns.create-title', {
          number: order.number,
        })}
      </h2>
      <p>{t('account.returns.create-intro')}</p>
      <fieldset className="ce-account-returns__items">
        <legend>{t('account.order.items')}</legend>
        {returnable.map((item) => (
          <label key={item.id} className="ce-account-returns__item">
            <span className="ce-order__name">{item.name}</span>
            <span className="ce-account-returns__qty">
              {t('account.returns.quantity', {
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
        <span>{t('account.returns.comment')}</span>
        <textarea name="comment" rows={3} maxLength={1000} />
      </label>
      {problem && (
        <p className="ce-account-returns__problem" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {t('account.returns.submit')}
      </Button>
    </form>
  )
}
