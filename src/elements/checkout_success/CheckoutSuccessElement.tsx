import { Button } from '../../brands/design/Button'
import { pageLinkFor } from '../../brands/page-links'
import { purchaseSummaryOf } from '../../shop'
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
 * it renders a neutral page, and the browser puts the thanks and the order in once hydrated. An
 * address without a readable order number (typed, forged) keeps the neutral page and says where
 * the shopper's orders are: it thanks for no order it cannot show (issue 26, point 5).
 */
export function CheckoutSuccessElement({ content }: ElementProps<'checkout_success'>) {
  const t = useT()
  const hydrated = useHydrated()
  const price = usePriceFormat()
  const { pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  const order = hydrated ? purchaseSummaryOf(window.location.search) : null

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
        ) : (
          hydrated && <p>{t('checkout.success.no-order')}</p>
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
