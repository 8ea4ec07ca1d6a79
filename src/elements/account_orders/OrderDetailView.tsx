import type { ReactNode } from 'react'
import type { OrderAddress, OrderDetail } from '../../shop'
import { useT } from '../../lib/i18n'
import { usePriceFormat } from '../shared/use-price-format'
import { EntryDate, EntryFacts, ItemCell, ItemsTable, OrderStatus } from './order-pieces'
import { orderStatusText, paymentText } from './order-texts'

function AddressBlock({ title, address }: { title: string; address: OrderAddress | null }) {
  if (!address) return null
  return (
    <section className="ce-order__box">
      <h3 className="ce-order__box-title">{title}</h3>
      <address className="ce-order__address">
        <span>{address.name}</span>
        {address.street.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>
          {address.postcode} {address.city}
        </span>
        <span>{address.countryCode}</span>
      </address>
    </section>
  )
}

/**
 * One order as the customer's account and the guest lookup show it: number, date, status and
 * total, the items with their prices, the totals, both addresses, shipping and payment, and the
 * status history. `actions` (reorder, return) come from the screen that shows it.
 */
export function OrderDetailView({ order, actions }: { order: OrderDetail; actions?: ReactNode }) {
  const t = useT()
  const price = usePriceFormat()
  const payment = order.paymentMethods.map((method) => paymentText(t, method)).join(', ')
  return (
    <article className="ce-order" aria-labelledby={`order-${order.number}`}>
      <h2 className="ce-order__title" id={`order-${order.number}`}>
        {t('account.order.title', { number: order.number })}
      </h2>
      <EntryFacts date={order.date} status={<OrderStatus status={order.status} />}>
        <div>
          <dt>{t('account.orders.total')}</dt>
          <dd>{price(order.total)}</dd>
        </div>
      </EntryFacts>
      {actions}
      <section className="ce-order__items">
        <h3 className="ce-order__box-title">{t('account.order.items')}</h3>
        <ItemsTable columns={[t('account.order.price'), t('account.order.row-total')]}>
          {order.items.map((item) => (
            <tr key={item.id}>
              <ItemCell name={item.name} sku={item.sku} />
              <td>{item.quantity}</td>
              <td>{price(item.price)}</td>
              <td>
                {price(item.price && { ...item.price, value: item.price.value * item.quantity })}
              </td>
            </tr>
          ))}
        </ItemsTable>
        <dl className="ce-order__totals">
          <div>
            <dt>{t('account.order.subtotal')}</dt>
            <dd>{price(order.subtotal)}</dd>
          </div>
          {order.discounts.map((discount) => (
            <div key={discount.label}>
              <dt>
                {t('account.order.discount')}
                {discount.label && ` (${discount.label})`}
              </dt>
              <dd>−{price(discount.amount)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('account.order.shipping')}</dt>
            <dd>{price(order.shipping)}</dd>
          </div>
          <div className="ce-order__grand-total">
            <dt>{t('account.order.grand-total')}</dt>
            <dd>{price(order.total)}</dd>
          </div>
          {order.tax && (
            <div className="ce-order__tax">
              <dt>{t('account.order.tax')}</dt>
              <dd>{price(order.tax)}</dd>
            </div>
          )}
        </dl>
      </section>
      <div className="ce-order__boxes">
        <AddressBlock title={t('account.order.shipping-address')} address={order.shippingAddress} />
        <AddressBlock title={t('account.order.billing-address')} address={order.billingAddress} />
        <section className="ce-order__box">
          <h3 className="ce-order__box-title">{t('account.order.shipping-method')}</h3>
          <p>{order.shippingMethod ?? '–'}</p>
          <h3 className="ce-order__box-title">{t('account.order.payment-method')}</h3>
          <p>{payment || '–'}</p>
        </section>
      </div>
      {order.history.length > 0 && (
        <section className="ce-order__history">
          <h3 className="ce-order__box-title">{t('account.order.history')}</h3>
          <ol>
            {order.history.map((entry, index) => (
              <li key={`${entry.date}-${index}`}>
                <EntryDate value={entry.date} withTime />
                <span>{orderStatusText(t, entry.message)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  )
}
