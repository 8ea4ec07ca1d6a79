import { lazy, Suspense, useEffect } from 'react'
import { pageLinkFor } from '../../brands/page-links'
import { Button } from '../../brands/design/Button'
import { useCart } from '../../shop'
import { useT } from '../../lib/i18n'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'
import type { ElementProps } from '../registry'
import { useLevelBelow } from '../shared/heading-level'
import { ElementHeader } from '../shared/ElementHeader'
import { CartMessages } from './CartMessages'
import type { FilledCart as FilledCartView } from './FilledCart'

/** Rows of the loading placeholder: what a small cart looks like, so little moves afterwards. */
const LOADING_ROWS = 1

/**
 * The code of a cart with items, fetched once, when a cart may have some (./FilledCart.tsx). A
 * failed fetch (offline) reaches the page's error boundary, as the quick view's does.
 */
let filledCartCode: Promise<{ default: typeof FilledCartView }> | null = null
const loadFilledCart = () =>
  (filledCartCode ??= import('./FilledCart').then(({ FilledCart }) => ({ default: FilledCart })))
const FilledCart = lazy(loadFilledCart)

/**
 * The cart page: items, coupon, shipping estimate, totals, checkout handover and
 * recommendations. The items are per shopper and not in the page data; the cookies give both
 * renders the same start: the empty cart for a guest without a cart cookie, else a loading state
 * until the app shell's cart initialisation after hydration loads them
 * (src/shop/react/use-cart-lifecycle.ts). The items' code loads meanwhile; until it is there the
 * loading state stays.
 */
export function CartElement({ content }: ElementProps<'cart'>) {
  const t = useT()
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
  // A cart that is still loading may have items: their code loads alongside the shop's answer.
  useEffect(() => {
    if (!initialised) void loadFilledCart()
  }, [initialised])

  // In the filled cart's layout, its summary's room reserved: what stands below the cart (the
  // page's other elements) stays where it is when the items arrive. Said, not shown: the
  // placeholder's text would go when they come and move them.
  const loading = (
    <div className="ce-cart__loading" role="status" aria-busy="true">
      <p className="visually-hidden">{t('cart.loading')}</p>
      <div className="ce-cart__layout" aria-hidden="true">
        <div className="ce-cart__loading-items">
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            <div key={index} className="ce-cart__placeholder" />
          ))}
        </div>
        <div className="ce-cart__placeholder ce-cart__placeholder--summary" />
      </div>
    </div>
  )
  let body
  if (!initialised) {
    body = loading
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
      <Suspense fallback={loading}>
        <FilledCart level={level} />
      </Suspense>
    )
  }

  return (
    <div className="ce-cart">
      <ElementHeader fields={content} />
      <CartMessages />
      {body}
    </div>
  )
}
