import { useEffect, useRef, type MouseEvent } from 'react'
import { Button } from '../../brands/design/Button'
import { useCart } from '../../shop'
import { useT } from '../../lib/i18n'
import { pageLinkFor } from '../../brands/page-links'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'
import { checkoutHref, currentBrowser } from './checkout-href'

/**
 * 'Zur Kasse' and 'PayPal Express' as plain links to the shop host, so they work as links do
 * (middle-click, long-press). The server renders them with the cart id; after every render an
 * effect adds the token and the return URL, and a click recomputes them, so a login in another
 * tab is not missed.
 */
export function CheckoutLinks() {
  const t = useT()
  const { shop, brand, pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  const successPath = localePath(pageLinkFor(pageLinks, 'success', locale))
  const cartPath = localePath(pageLinkFor(pageLinks, 'cart', locale))
  const cartId = useCart((state) => state.id)
  const checkout = useRef<HTMLAnchorElement>(null)
  const express = useRef<HTMLAnchorElement>(null)
  const href = (paypal: boolean, browser: ReturnType<typeof currentBrowser> | null) =>
    checkoutHref(
      { shopBaseUrl: shop.baseUrl, brand, cartId, express: paypal, successPath, cartPath },
      browser,
    )

  // Browser facts are added to the rendered links after hydration, so the server's HTML and the
  // first browser render stay the same; React leaves an attribute alone until its prop changes.
  useEffect(() => {
    const browser = currentBrowser()
    if (checkout.current) checkout.current.href = href(false, browser)
    if (express.current) express.current.href = href(true, browser)
  })
  const refresh = (paypal: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = href(paypal, currentBrowser())
  }
  return (
    <div className="ce-cart-checkout">
      <Button
        ref={checkout}
        href={href(false, null)}
        size="lg"
        className="ce-cart-checkout__link"
        onClick={refresh(false)}
      >
        {t('cart.checkout')}
      </Button>
      <Button
        ref={express}
        href={href(true, null)}
        variant="outline"
        size="lg"
        className="ce-cart-checkout__link ce-cart-checkout__link--paypal"
        onClick={refresh(true)}
      >
        {t('cart.checkout.paypal')}
      </Button>
    </div>
  )
}
