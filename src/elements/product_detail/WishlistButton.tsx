import { useEffect, useState } from 'react'
import { useAccountActions, useSignedIn } from '../../account'
import { Button } from '../../brands/design/Button'
import type { Product } from '../../cart'
import type { Wishlist } from '../../cart/operations/customer-wishlist'
import { useT } from '../../lib/i18n'
import { loginHref } from '../../lib/return-path'
import { useHydrated } from '../../lib/use-hydrated'
import { usePageLink } from '../shared/use-page-link'

/** The heart: outlined, filled by CSS while the product is on the wishlist. */
const Heart = () => (
  <svg className="ce-wishlist-button__heart" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z" />
  </svg>
)

export interface WishlistButtonProps {
  product: Pick<Product, 'sku' | 'name'>
  /** The product's url key: a guest signs in and comes back to `<products page>/<url key>`. */
  urlKey: string
}

/**
 * Puts the product on the customer's wishlist or takes it off (issue 15, point 6): a toggle
 * button (aria-pressed) whose outcome is announced. A guest has no wishlist (Magento's are the
 * customers'): for them it is a link to the login page that leads back to this product.
 */
export function WishlistButton({ product, urlKey }: WishlistButtonProps) {
  return useSignedIn() ? (
    <CustomerWishlistButton product={product} />
  ) : (
    <GuestWishlistLink urlKey={urlKey} />
  )
}

function GuestWishlistLink({ urlKey }: { urlKey: string }) {
  const t = useT()
  const link = usePageLink()
  // Known on the server too: the link works before the page's script runs.
  const href = loginHref(link('login'), `${link('products')}/${encodeURIComponent(urlKey)}`)
  return (
    <div className="ce-wishlist-button">
      <Button variant="outline" href={href}>
        <Heart />
        {t('wishlist.add', 'Merken')}
        <span className="visually-hidden"> {t('wishlist.sign-in-first', '(dafür anmelden)')}</span>
      </Button>
    </div>
  )
}

function CustomerWishlistButton({ product }: { product: WishlistButtonProps['product'] }) {
  const t = useT()
  const actions = useAccountActions()
  const hydrated = useHydrated()
  // undefined: not loaded yet; null: the load failed (shown), adding still works.
  const [wishlist, setWishlist] = useState<Wishlist | null | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    let live = true
    void actions.loadWishlist().then((result) => {
      if (live) setWishlist(result && result.ok ? result.data : null)
    })
    return () => {
      live = false
    }
  }, [actions])
  const item = wishlist?.items.find((entry) => entry.product.sku === product.sku)
  const toggle = async () => {
    setBusy(true)
    setAnnouncement('')
    const id = wishlist?.id ?? '0'
    if (item) {
      const result = await actions.removeFromWishlist(id, [item.id])
      if (result && result.ok) {
        setWishlist(result.data)
        setAnnouncement(
          t('wishlist.removed', '{{name}} wurde von Ihrem Merkzettel entfernt.', {
            name: product.name,
          }).replace('{{name}}', product.name),
        )
      }
    } else {
      const result = await actions.addToWishlist(id, product.sku)
      if (result && result.ok) {
        setWishlist(result.data)
        setAnnouncement(
          t('wishlist.added', '{{name}} steht jetzt auf Ihrem Merkzettel.', {
            name: product.name,
          }).replace('{{name}}', product.name),
        )
      } else if (result && result.message) setAnnouncement(result.message)
    }
    setBusy(false)
  }
  return (
    <div className="ce-wishlist-button">
      <Button
        variant="outline"
        aria-pressed={Boolean(item)}
        onClick={() => void toggle()}
        disabled={!hydrated || wishlist === undefined || busy}
      >
        <Heart />
        {t('wishlist.add', 'Merken')}
      </Button>
      {/* Always present, so screen readers know the region before its text changes. */}
      <p className="ce-wishlist-button__status" role="status">
        {announcement}
      </p>
    </div>
  )
}
