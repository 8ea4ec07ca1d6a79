import { useEffect, useState } from 'react'
import {
  rememberWishlistProduct,
  useSharedWishlist,
  useSignedIn,
  useWishlistState,
} from '../../account'
import { createDocumentCookieJar, SIZE_PARAM } from '../../shop'
import { Button } from '../../brands/design/Button'
import type { Product } from '../../shop'
import { useT } from '../../lib/i18n'
import { loginHref } from '../../lib/return-path'
import { useHydrated } from '../../lib/use-hydrated'
import { cx } from './class-names'
import { usePageLink } from './use-page-link'

/** The heart: outlined, filled by CSS while the product is on the wishlist. */
const Heart = () => (
  <svg className="ce-wishlist-button__heart" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z" />
  </svg>
)

export interface WishlistButtonProps {
  /** The product as shown: of a family, the size shown, which the heart keeps. */
  product: Pick<Product, 'sku' | 'name' | 'configured'>
  /**
   * The product's url key: a guest signs in and comes back to `<products page>/<url key>` (of a
   * family, in the size they kept).
   */
  urlKey: string
  /**
   * The heart alone, over a product tile (customers only: guests sign in from the product
   * page): 'Merken' is then its hidden label and the tile's name (`describedBy`, its id) says
   * which product it keeps.
   */
  compact?: { describedBy: string }
}

/**
 * Puts the product on the customer's wishlist or takes it off: a toggle
 * button (aria-pressed) whose outcome is announced, on the product page, in the quick view and
 * on every product tile, all reading the page's one shared wishlist. A guest has no wishlist
 * (Magento's are the customers'): for them it is a link to the login page that leads back to
 * this product, and the press is remembered (a cookie, ../../account/wishlist/pending-wishlist.ts)
 * so that the sign-in puts the product on the wishlist.
 */
export function WishlistButton(props: WishlistButtonProps) {
  // A family's heart keeps the size shown, as the cart does: each size is its own wishlist item
  // (Magento's ConfigurableWishlistItem), and switching the size switches what the heart says.
  return useSignedIn() ? <CustomerWishlistButton {...props} /> : <GuestWishlistLink {...props} />
}

function GuestWishlistLink({ product, urlKey }: WishlistButtonProps) {
  const t = useT()
  const link = usePageLink()
  const size = product.configured
    ? `?${new URLSearchParams({ [SIZE_PARAM]: product.sku }).toString()}`
    : ''
  // Known on the server too: the link works before the page's script runs.
  const href = loginHref(link('login'), `${link('products')}/${encodeURIComponent(urlKey)}${size}`)
  return (
    <div className="ce-wishlist-button">
      <Button
        variant="outline"
        href={href}
        // A middle click (a new tab) counts too: the sign-in may happen there.
        onClick={() => rememberWishlistProduct(createDocumentCookieJar(), product)}
        onAuxClick={() => rememberWishlistProduct(createDocumentCookieJar(), product)}
      >
        <Heart />
        {t('wishlist.add')}
        <span className="visually-hidden"> {t('wishlist.sign-in-first')}</span>
      </Button>
    </div>
  )
}

function CustomerWishlistButton({ product, compact }: WishlistButtonProps) {
  const t = useT()
  const hydrated = useHydrated()
  const shared = useSharedWishlist()
  const status = useWishlistState((state) => state.status)
  const onList = useWishlistState(
    (state) => state.wishlist?.items.some((entry) => entry.product.sku === product.sku) ?? false,
  )
  const [busy, setBusy] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => shared.load(), [shared])
  const named = (text: string) => text.replace('{{name}}', product.name)
  const toggle = async () => {
    setBusy(true)
    setAnnouncement('')
    const result = await shared.toggle(product)
    if (result.kind === 'added') {
      setAnnouncement(
        named(
          t('wishlist.added', {
            name: product.name,
          }),
        ),
      )
    } else if (result.kind === 'removed') {
      setAnnouncement(
        named(
          t('wishlist.removed', {
            name: product.name,
          }),
        ),
      )
    } else if (result.kind === 'refused') setAnnouncement(result.message)
    setBusy(false)
  }
  return (
    <div className={cx('ce-wishlist-button', compact && 'ce-wishlist-button--compact')}>
      <Button
        variant="outline"
        aria-pressed={onList}
        aria-describedby={compact?.describedBy}
        onClick={() => void toggle()}
        // Not before the wishlist is known: pressed or not would be a guess. A failed load
        // still lets the customer add.
        disabled={!hydrated || status === 'idle' || status === 'loading' || busy}
      >
        <Heart />
        <span className={compact ? 'visually-hidden' : undefined}>{t('wishlist.add')}</span>
      </Button>
      {/* Always present, so screen readers know the region before its text changes. */}
      <p className={cx('ce-wishlist-button__status', compact && 'visually-hidden')} role="status">
        {announcement}
      </p>
    </div>
  )
}
