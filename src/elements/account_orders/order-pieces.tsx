import type { ReactNode } from 'react'
import { dateTimeAttribute } from '../../lib/format-date'
import { useT } from '../../lib/i18n'
import { useDateFormat } from '../shared/use-date-format'
import { orderStatusText, returnStatusText } from './order-texts'

/*
 * What an order and a return look like alike, in the lists and in one entry's view: the status
 * badge, the date with its machine-readable time, the first facts, and the table of items.
 */

const StatusBadge = ({ status, text }: { status: string; text: string }) => (
  <span className="ce-order__status" data-status={status.toLowerCase()}>
    {text}
  </span>
)

/** An order's status (Magento's label, e.g. 'Processing') in the page's language. */
export function OrderStatus({ status }: { status: string }) {
  const t = useT()
  return <StatusBadge status={status} text={orderStatusText(t, status)} />
}

/** A return's or a returned item's status (ReturnStatus, e.g. 'PENDING') in the page's language. */
export function ReturnStatus({ status }: { status: string }) {
  const t = useT()
  return <StatusBadge status={status} text={returnStatusText(t, status)} />
}

/** A date of Magento's ('yyyy-MM-dd HH:mm:ss', UTC) in the page's language and site's time zone. */
export function EntryDate({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const formatDate = useDateFormat()
  return <time dateTime={dateTimeAttribute(value)}>{formatDate(value, { withTime })}</time>
}

/**
 * A row of the orders' or the returns' list: the entry's number, linking to it and read with
 * what it is ('Bestellnummer 100000005'), its date and status, and the list's own last column.
 */
export function EntryRow({
  href,
  kind,
  number,
  date,
  status,
  last,
}: {
  href: string
  kind: string
  number: string
  date: string
  status: ReactNode
  last: ReactNode
}) {
  return (
    <li className="ce-account-orders__row">
      <a className="ce-account-orders__number" href={href}>
        <span className="visually-hidden">{kind} </span>
        {number}
      </a>
      <span className="ce-account-orders__date">
        <EntryDate value={date} />
      </span>
      {status}
      <span className="ce-account-orders__total">{last}</span>
    </li>
  )
}

/** The first facts of an order or a return, its date and its status, then the view's own. */
export function EntryFacts({
  date,
  status,
  children,
}: {
  date: string
  status: ReactNode
  children?: ReactNode
}) {
  const t = useT()
  return (
    <dl className="ce-order__facts">
      <div>
        <dt>{t('account.orders.date')}</dt>
        <dd>
          <EntryDate value={date} />
        </dd>
      </div>
      <div>
        <dt>{t('account.orders.status')}</dt>
        <dd>{status}</dd>
      </div>
      {children}
    </dl>
  )
}

/**
 * The items of an order or a return: product and quantity, then the view's own `columns`; each
 * row of `children` starts with an ItemCell.
 */
export function ItemsTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  const t = useT()
  return (
    <table className="ce-order__table">
      <thead>
        <tr>
          <th scope="col">{t('account.order.product')}</th>
          <th scope="col">{t('account.order.quantity')}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** A row's product, as the row's header: its name and article number. */
export function ItemCell({ name, sku }: { name: string; sku: string }) {
  const t = useT()
  return (
    <th scope="row">
      <span className="ce-order__name">{name}</span>
      <span className="ce-order__sku">
        {t('account.order.sku')} {sku}
      </span>
    </th>
  )
}
