import type { ReturnSummary } from '../../shop'
import { useT } from '../../lib/i18n'
import { EntryFacts, ItemCell, ItemsTable, ReturnStatus } from '../account_orders/order-pieces'

/** One return: when, its status, the order it belongs to, its items and comments. */
export function ReturnView({ entry }: { entry: ReturnSummary }) {
  const t = useT()
  return (
    <article className="ce-order">
      <h2 className="ce-order__title">{t('account.returns.title', { number: entry.number })}</h2>
      <EntryFacts date={entry.date} status={<ReturnStatus status={entry.status} />}>
        <div>
          <dt>{t('account.returns.order')}</dt>
          <dd>{entry.orderNumber}</dd>
        </div>
      </EntryFacts>
      <ItemsTable columns={[t('account.orders.status')]}>
        {entry.items.map((item) => (
          <tr key={item.uid}>
            <ItemCell name={item.name} sku={item.sku} />
            <td>{item.quantity}</td>
            <td>
              <ReturnStatus status={item.status} />
            </td>
          </tr>
        ))}
      </ItemsTable>
      {entry.comments.map((comment) => (
        <blockquote key={comment.date + comment.text} className="ce-order__comment">
          {comment.text}
        </blockquote>
      ))}
    </article>
  )
}
