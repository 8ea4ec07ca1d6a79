import { useCart } from '../../shop'
import { useT } from '../../lib/i18n'
import { usePriceFormat } from '../shared/use-price-format'

/**
 * Subtotal, discounts, shipping and grand total. Empty or missing amounts are 0 in the site's
 * currency (SPEC.md section 3); Magento reports discounts as positive amounts, shown negated.
 */
export function CartTotals() {
  const t = useT()
  const price = usePriceFormat()
  const prices = useCart((state) => state.prices)
  const shippingCost = useCart((state) => state.shippingCost)
  let shipping = t('cart.shipping.unknown')
  if (shippingCost)
    shipping = shippingCost.value === 0 ? t('cart.shipping.free') : price(shippingCost)
  return (
    <dl className="ce-cart-totals">
      <div className="ce-cart-totals__row">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{price(prices.subtotal_including_tax)}</dd>
      </div>
      {prices.discounts.map((discount, index) => (
        <div key={index} className="ce-cart-totals__row ce-cart-totals__row--discount">
          <dt>{discount.label || t('cart.discount')}</dt>
          <dd>{price({ ...discount.amount, value: -Math.abs(discount.amount.value || 0) })}</dd>
        </div>
      ))}
      <div className="ce-cart-totals__row">
        <dt>{t('cart.shipping')}</dt>
        <dd>{shipping}</dd>
      </div>
      <div className="ce-cart-totals__row ce-cart-totals__row--total">
        <dt>{t('cart.total')}</dt>
        <dd>{price(prices.grand_total)}</dd>
      </div>
    </dl>
  )
}
