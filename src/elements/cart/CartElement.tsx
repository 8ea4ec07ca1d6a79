import { pageLinkFor } from '../../brands/page-links'
import { Button } from '../../brands/design/Button'
import { useCart } from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'
import type { ElementProps } from '../registry'
import { deeper, useLevelBelow } from '../shared/heading-level'
import { Heading } from '../shared/Heading'
import { ElementHeader } from '../shared/ElementHeader'
import { CartItemRow } from './CartItemRow'
import { CartMessages } from './CartMessages'
import { CartTotals } from './CartTotals'
import { CheckoutLinks } from './CheckoutLinks'
import { CouponForm } from './CouponForm'
import { RecommendedProducts } from './RecommendedProducts'
import { ShippingEstimate } from './ShippingEstimate'

/** Rows of the loading placeholder: what a small cart looks like, so little moves afterwards. */
const LOADING_ROWS = 2

/**
 * The cart page: items, coupon, shipping estimate, totals, checkout handover and
 * recommendations. The items are per shopper and not in the page data; the cookies give both
 * renders the same start: the empty cart for a guest without a cart cookie, else a loading state
 * until the app shell's cart initialisation after hydration loads them
 * (src/shop/react/use-cart-lifecycle.ts).
 */
export function CartElement({ content }: ElementProps<'cart'>) {
  const t = useT()
  const summaryId = useDomId('summary')
  const itemsId = useDomId('items')
  const initialised = useCart((state) => state.isInitialized)
  const items = useCart((state) => state.items)
  const { pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  // The empty cart's way back to the products (SPEC.md section 2: page links).
  const productsLink = localePath(pageLinkFor(pageLinks, 'products', locale))
  const level = useLevelBelow(content)
  // Translated on every render, the server's included, so that its record carries them: a cart
  // cookie whose cart the shop no longer has turns out empty right after hydration, and the
  // texts file is not needed then.
  const emptyText = t('cart.empty')
  const continueText = t('cart.continue-shopping')

  let body
  if (!initialised) {
    body = (
      <div className="ce-cart__loading" role="status" aria-busy="true">
        <p className="ce-cart__loading-text">{t('cart.loading')}</p>
        {Array.from({ length: LOADING_ROWS }, (_, index) => (
          <div key={index} className="ce-cart__placeholder" aria-hidden="true" />
        ))}
      </div>
    )
  } else if (items.length === 0) {
    body = (
      <div className="ce-cart__empty">
        <p>{emptyText}</p>
        <Button href={productsLink} variant="outline">
          {continueText}
        </Button>
      </div>
    )
  } else {
    body = (
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
    )
  }

  return (
    <div className="ce-cart">
      <ElementHeader fields={content} />
      <CartMessages />
      {body}
      <RecommendedProducts headingLevel={level} />
    </div>
  )
}
