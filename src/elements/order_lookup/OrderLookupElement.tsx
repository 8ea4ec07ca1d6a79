import { useMemo, useState } from 'react'
import { useAccountActions } from '../../account'
import { Button } from '../../brands/design/Button'
import { FormAnnouncer } from '../../brands/design/FormAnnouncer'
import { TextField } from '../../brands/design/TextField'
import type { OrderDetail } from '../../shop'
import { checkedField, type FieldSpec } from '../../lib/form-rules/field-spec'
import { useFormValidation } from '../../lib/form-rules/use-form-validation'
import { useT } from '../../lib/i18n'
import { OrderDetailView } from '../account_orders/OrderDetailView'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'

/**
 * The guest order lookup: order number, email address and last name (what
 * Magento 2.4.8's guestOrder takes), then the order as the account shows it, without reorder or
 * return (both need an account). The shop's answer to a lookup that finds nothing, or finds an
 * account's order, shows at the form in the page's language; it is no error of the page.
 */
export function OrderLookupElement({ content }: ElementProps<'order_lookup'>) {
  const t = useT()
  const [order, setOrder] = useState<OrderDetail | null>(null)
  return (
    <div className="ce-order-lookup">
      <ElementHeader fields={content} />
      {order ? (
        <>
          <OrderDetailView order={order} />
          <Button variant="outline" onClick={() => setOrder(null)}>
            {t('order-lookup.again')}
          </Button>
        </>
      ) : (
        <LookupForm onFound={setOrder} />
      )}
    </div>
  )
}

function LookupForm({ onFound }: { onFound: (order: OrderDetail) => void }) {
  const t = useT()
  const account = useAccountActions()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const fields: FieldSpec[] = useMemo(
    () => [
      {
        name: 'number',
        label: t('order-lookup.number'),
        required: true,
      },
      {
        name: 'email',
        label: t('order-lookup.email'),
        purpose: 'email',
        required: true,
      },
      {
        name: 'lastname',
        label: t('order-lookup.lastname'),
        purpose: 'familyName',
        required: true,
      },
    ],
    [t],
  )
  const { messages, announcement, formProps } = useFormValidation({
    fields: fields.map(checkedField),
    onValidSubmit: (form) => {
      const data = new FormData(form)
      const value = (name: string) => String(data.get(name) ?? '')
      setBusy(true)
      setProblem('')
      void account
        .load()
        .then(
          (actions) =>
            actions &&
            actions.lookupGuestOrder({
              number: value('number'),
              email: value('email'),
              lastname: value('lastname'),
            }),
        )
        .then((result) => {
          setBusy(false)
          if (result && result.ok) onFound(result.data)
          else setProblem(result ? result.message : t('message.shop-unavailable'))
        })
    },
  })
  return (
    <form className="ce-order-lookup__form" method="post" {...formProps}>
      <p className="ce-order-lookup__intro">{t('order-lookup.intro')}</p>
      <FormAnnouncer>{announcement}</FormAnnouncer>
      <div className="ce-order-lookup__grid">
        {fields.map((field) => (
          <TextField key={field.name} field={field} message={messages[field.name] ?? ''} />
        ))}
      </div>
      {problem && (
        <p className="ce-order-lookup__problem" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t('order-lookup.searching') : t('order-lookup.submit')}
      </Button>
    </form>
  )
}
