import { useEffect, useRef, type MouseEvent } from 'react'
import { Button } from '../../brands/design/Button'
import { useCart } from '../../shop'
import { useT } from '../../lib/i18n'
import { pageLinkFor } from '../../brands/page-links'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'
import { checkoutHandover, checkoutHref, currentBrowser } from './checkout-href'
import { submitHandover } from './submit-handover.client'

/** What a shopper asks for with Ctrl, Cmd, Shift or the middle button: the checkout elsewhere. */
const wantsNewTab = (event: MouseEvent) =>
  event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1

/**
 * 'Zur Kasse' and 'PayPal Express' as plain links to the shop host, so they work as links do
 * (middle-click, long-press) for a guest. The server renders them with the cart id; after every
 * render an effect adds the storefront's return and cart addresses. A signed-in customer's token
 * never stands in them: the click reads it from the cookie (so a login in another tab is not
 * missed) and hands it over in a form of its own, in the body where the site's shop host takes
 * it so (./checkout-href.ts).
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
  const options = (paypal: boolean) => ({
    shopBaseUrl: shop.baseUrl,
    brand,
    cartId,
    express: paypal,
    successPath,
    cartPath,
  })

  // Browser facts are added to the rendered links after hydration, so the server's HTML and the
  // first browser render stay the same; React leaves an attribute alone until its prop changes.
  useEffect(() => {
    const browser = currentBrowser()
    if (checkout.current) checkout.current.href = checkoutHref(options(false), browser)
    if (express.current) express.current.href = checkoutHref(options(true), browser)
  })
  const handOver = (paypal: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A right click, or a middle click a browser reports only as auxclick, is no handover.
    if (event.button !== 0 && event.button !== 1) return
    const browser = currentBrowser()
    const handover = checkoutHandover(
      { ...options(paypal), handover: shop.checkoutHandover },
      browser,
    )
    if (!handover) {
      event.currentTarget.href = checkoutHref(options(paypal), browser)
      return
    }
    event.preventDefault()
    submitHandover(handover, { newTab: wantsNewTab(event) })
  }
  const middleClick = (paypal: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button === 1) handOver(paypal)(event)
  }
  return (
    <div className="ce-cart-checkout">
      <Button
        ref={checkout}
        href={checkoutHref(options(false), null)}
        size="lg"
        className="ce-cart-checkout__link"
        onClick={handOver(false)}
        onAuxClick={middleClick(false)}
      >
        {t('cart.checkout')}
      </Button>
      <Button
        ref={express}
        href={checkoutHref(options(true), null)}
        variant="outline"
        size="lg"
        className="ce-cart-checkout__link ce-cart-checkout__link--paypal"
        onClick={handOver(true)}
        onAuxClick={middleClick(true)}
      >
        {t('cart.checkout.paypal')}
      </Button>
    </div>
  )
}
