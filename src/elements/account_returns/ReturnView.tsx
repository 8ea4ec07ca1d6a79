import type { ReturnSummary } from '../../cart/operations/customer-returns'
import { dateTimeAttribute, formatDate } from '../../lib/format-date'
import { useT } from '../../lib/i18n'
import { useStorefront } from '../../lib/storefront-context'
import { returnStatusText } from '../account_orders/order-texts'

/** One return: when, its status, the order it belongs to, its items and comments. */
export function ReturnView({ entry }: { entry: ReturnSummary }) {
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
