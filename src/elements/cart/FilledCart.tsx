import { useCart } from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { deeper, type HeadingLevel } from '../shared/heading-level'
import { Heading } from '../shared/Heading'
import { CartItemRow } from './CartItemRow'
import { CartTotals } from './CartTotals'
import { CheckoutLinks } from './CheckoutLinks'
import { CouponForm } from './CouponForm'
import { RecommendedProducts } from './RecommendedProducts'
import { ShippingEstimate } from './ShippingEstimate'

/**
 * The cart with items: rows, coupon, shipping estimate, totals, checkout handover and the shop's
 * recommendations. A chunk of its own (./CartElement.tsx loads it): most carts a page shows, the
 * one beside a guide article or the empty one of a new visitor, never need this code.
 */
export function FilledCart({ level }: { level: HeadingLevel }) {
  const t = useT()
  const summaryId = useDomId('summary')
  const itemsId = useDomId('items')
  const items = useCart((state) => state.items)
  return (
    <>
      <div className="ce-cart__layout">
        <section className="ce-cart__items" aria-labelledby={itemsId}>
          <Heading level={level} id={itemsId} className="visually-hidden">
            {t('cart.items')}
          </Heading>
          <ul className="ce-cart__item-list">
            {items.map((item) => (
              <CartItemRow key={item.id} item={item} headingLevel={deeper(level)} />
            ))}
          </ul>
        </section>
        <section className="ce-cart__summary" aria-labelledby={summaryId}>
          <Heading level={level} id={summaryId} className="ce-cart__summary-title">
            {t('cart.summary')}
          </Heading>
          <CouponForm />
          <ShippingEstimate />
          <CartTotals />
          <CheckoutLinks />
        </section>
      </div>
      <RecommendedProducts headingLevel={level} />
    </>
  )
}
