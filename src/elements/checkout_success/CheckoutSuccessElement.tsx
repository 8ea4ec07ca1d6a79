import { Button } from '../../brands/design/Button'
import { pageLinkFor } from '../../brands/page-links'
import { purchaseSummaryOf } from '../../cart'
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
 * page is cached without the query (it is not whitelisted), so the server renders the thanks
 * alone and the browser adds the order once hydrated; an address without a readable order
 * (typed, forged, opened again later) gets a calm general confirmation instead.
 */
export function CheckoutSuccessElement({ content }: ElementProps<'checkout_success'>) {
  const t = useT()
  const hydrated = useHydrated()
  const price = usePriceFormat()
  const { pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  const order = hydrated ? purchaseSummaryOf(window.location.search) : null

  return (
    <div className="ce-checkout-success">
      <ElementHeader fields={content} />
      <div className="ce-checkout-success__order" role="status">
        {order ? (
          <dl className="ce-checkout-success__facts">
            <div>
              <dt>{t('checkout.success.order-number', 'Ihre Bestellnummer')}</dt>
              <dd className="ce-checkout-success__number">{order.orderNumber}</dd>
            </div>
            {order.itemsCount !== null && (
              <div>
                <dt>{t('checkout.success.items', 'Artikel')}</dt>
                <dd>{order.itemsCount}</dd>
              </div>
            )}
            {order.total && (
              <div>
                <dt>{t('checkout.success.total', 'Gesamtsumme')}</dt>
                <dd>{price(order.total)}</dd>
              </div>
            )}
          </dl>
        ) : (
          hydrated && (
            <p>
              {t(
                'checkout.success.no-order',
                'Ihre Bestellung ist bei uns eingegangen. Die Bestätigung mit allen Angaben erhalten Sie per E-Mail.',
              )}
            </p>
          )
        )}
      </div>
      <RichText html={content.bodytext} />
      <Button href={localePath(pageLinkFor(pageLinks, 'products', locale))} variant="outline">
        {t('cart.continue-shopping', 'Weiter einkaufen')}
      </Button>
    </div>
  )
}
