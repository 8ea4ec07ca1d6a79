import { useEffect, useState } from 'react'
import { Button } from '../../brands/design/Button'
import { pageLinkFor } from '../../brands/page-links'
import { loadPurchaseReturn, purchasePayloadOf, type PurchaseSummary } from '../../shop'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'
import { useHydrated } from '../../lib/use-hydrated'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { usePriceFormat } from '../shared/use-price-format'

/**
 * The confirmation after the purchase return: the editor's thanks, then the order the shop
 * reported in the return address (number, total, items) and the way back to the products. The
 * page is cached without the query (it is not whitelisted), so the server cannot know the order:
 * it renders a neutral page, and once hydrated the browser asks the worker whether the shop
 * signed the return (src/shop/purchase-return.client.ts); only then does it put the thanks and
 * the order in. An address without a return says where the shopper's orders are; a return the
 * shop did not sign (typed, forged, altered) says neutrally that the order cannot be confirmed
 * here and where to look: it shows no total nor thanks for an order it cannot vouch for.
 */
export function CheckoutSuccessElement({ content }: ElementProps<'checkout_success'>) {
  const t = useT()
  const price = usePriceFormat()
  const { pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  const hydrated = useHydrated()
  const isReturn = hydrated && purchasePayloadOf(window.location.search) !== null
  // The shop's word on the return's order: undefined until the worker answered.
  const [confirmed, setConfirmed] = useState<PurchaseSummary | null>()
  useEffect(() => {
    if (!isReturn) return
    let current = true
    loadPurchaseReturn()
      .then(({ confirmedPurchaseOf }) => confirmedPurchaseOf(window.location.search))
      .catch(() => null)
      .then((answer) => {
        if (current) setConfirmed(answer)
      })
    return () => {
      current = false
    }
  }, [isReturn])
  const order = isReturn ? (confirmed ?? null) : null

  // The editor's header and text thank for an order; without one the element's header says
  // neutrally what the page is about, in the editor's heading level.
  const neutralHeader = {
    ...content,
    header: t('checkout.success.neutral-heading'),
    subheader: '',
  }

  return (
    <div className="ce-checkout-success">
      <ElementHeader fields={order ? content : neutralHeader} />
      <div className="ce-checkout-success__order" role="status">
        {order ? (
          <dl className="ce-checkout-success__facts">
            <div>
              <dt>{t('checkout.success.order-number')}</dt>
              <dd className="ce-checkout-success__number">{order.orderNumber}</dd>
            </div>
            {order.itemsCount !== null && (
              <div>
                <dt>{t('checkout.success.items')}</dt>
                <dd>{order.itemsCount}</dd>
              </div>
            )}
            {order.total && (
              <div>
                <dt>{t('checkout.success.total')}</dt>
                <dd>{price(order.total)}</dd>
              </div>
            )}
          </dl>
        ) : !hydrated ? null : !isReturn ? (
          <p>{t('checkout.success.no-order')}</p>
        ) : (
          confirmed === null && <p>{t('checkout.success.unconfirmed')}</p>
        )}
      </div>
      {order && <RichText html={content.bodytext} />}
      <p className="ce-checkout-success__follow">
        {t('checkout.success.follow')}{' '}
        <a href={localePath(pageLinkFor(pageLinks, 'orderStatus', locale))}>
          {t('order-status.link')}
        </a>
        .
      </p>
      <Button href={localePath(pageLinkFor(pageLinks, 'products', locale))} variant="outline">
        {t('cart.continue-shopping')}
      </Button>
    </div>
  )
}
