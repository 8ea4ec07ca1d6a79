import { useEffect, useState } from 'react'
import { useAreaMessages, useFreshProduct, type Product } from '../../shop'
import { Icon } from '../../brands/design/Icon'
import { IdScope, useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { useFetchPage } from '../../lib/navigation'
import { MessageItems } from '../../brands/design/MessageItems'
import { MessagesAnnouncer } from '../../brands/design/MessagesAnnouncer'
import type { ProductDetail } from './product-detail'
import { ProductOverview } from './ProductBuyBox'
import { productDetailInPayload } from './quick-view-detail'
import { useSizeChoice } from './use-size-choice'
import { useProductViewTracking } from './use-product-view-tracking'
import { ModalDialog } from './ModalDialog'

type Loaded =
  | { kind: 'loading' }
  | { kind: 'shown'; detail: ProductDetail }
  | { kind: 'missing' }
  | { kind: 'failed' }

/**
 * The detail page's data for the product, fetched as a navigation to that page would be. The
 * view is keyed by product (../product_listing/QuickViewHost.tsx): it starts out loading.
 */
const useDetail = (href: string, urlKey: string): Loaded => {
  const fetchPage = useFetchPage()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  useEffect(() => {
    let current = true
    fetchPage(href).then(
      (payload) => {
        const detail = productDetailInPayload(payload, urlKey)
        if (current) setLoaded(detail ? { kind: 'shown', detail } : { kind: 'missing' })
      },
      () => current && setLoaded({ kind: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [fetchPage, href, urlKey])
  return loaded
}

/**
 * A product's quick view over the listing: gallery, name, rating, price, stock, add
 * to cart and wishlist, as on its detail page (./ProductBuyBox.tsx), and a link to that page.
 * A modal <dialog> (./use-modal-dialog.ts): Escape, the close button and a click beside it
 * close it (`onClose`; the listing returns focus to the tile). The data is the
 * detail page's payload, so the worker's cache serves it and the page opens at once from here.
 */
export default function ProductQuickView({
  urlKey,
  href,
  listed,
  onClose,
}: {
  urlKey: string
  /** The product's detail page. */
  href: string
  /** The product as the listing shows it, while its detail loads; null when it is not listed. */
  listed: Product | null
  onClose: () => void
}) {
  const t = useT()
  const nameId = useDomId('quick-view', urlKey, 'name')
  const loaded = useDetail(href, urlKey)
  const detail = loaded.kind === 'shown' ? loaded.detail : null
  // Prices and stock as the tiles show them: refetched ones, once the browser has them.
  const { product, choose } = useSizeChoice(useFreshProduct(detail?.product) ?? null, null, {
    inAddress: false,
  })
  useProductViewTracking(product)

  const title = product?.name ?? listed?.name ?? t('product.quick-view')
  const cartMessages = useAreaMessages('cart')

  return (
    <ModalDialog
      className="ce-quick-view"
      panelClassName="ce-quick-view__panel"
      labelledBy={nameId}
      onClose={onClose}
    >
      <button
        type="button"
        className="ce-quick-view__close"
        aria-label={t('product.quick-view.close')}
        onClick={onClose}
      >
        <Icon name="close" />
      </button>
      {detail && product ? (
        // Its own id scope: the tile behind it has the same product's form in the listing's
        // scope, and a quantity label must name the field beside it.
        <IdScope name="quick-view">
          <ProductOverview
            product={product}
            detail={detail}
            nameId={nameId}
            onChooseSize={choose}
            name={
              <h2 id={nameId} className="ce-product-detail__name">
                {title}
              </h2>
            }
          />
        </IdScope>
      ) : (
        <div className="ce-quick-view__state">
          <h2 id={nameId} className="ce-product-detail__name">
            {title}
          </h2>
          <p role={loaded.kind === 'loading' ? 'status' : 'alert'}>
            {loaded.kind === 'loading'
              ? t('product.quick-view.loading')
              : loaded.kind === 'missing'
                ? t('product.quick-view.missing')
                : t('product.quick-view.failed')}
          </p>
        </div>
      )}
      {/* An add to cart's confirmation or error, here: the page's own messages are behind
            the modal dialog, neither seen nor read (aria-modal) until it closes. Built of the
            first view's own parts, as ../cart/CartMessages.tsx is: importing that would put it
            in a chunk of its own, one more request for the cart and every guide article. */}
      <div className="ce-cart-messages">
        <MessageItems
          messages={cartMessages.messages}
          block="ce-cart-message"
          closeLabel={() => t('message.close')}
          onClose={cartMessages.dismiss}
        />
      </div>
      <MessagesAnnouncer messages={cartMessages.messages} />
      {loaded.kind !== 'missing' && (
        <a className="ce-quick-view__details" href={href}>
          {t('product.quick-view.details')}
        </a>
      )}
    </ModalDialog>
  )
}
