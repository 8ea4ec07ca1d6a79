import type { WishlistItem } from '../../shop'
import { Button } from '../../brands/design/Button'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { isOutOfStock } from '../product_tile/product-rules'
import { ProductPrice } from '../product_tile/ProductPrice'
import { useProductHref } from '../product_tile/product-href'
import { ResponsiveImg } from '../shared/ResponsiveImg'

/** Thumbnails are square, as the cart's: the box is reserved before the image arrives. */
const THUMBNAIL_SIZE = 96

export interface WishlistItemRowProps {
  item: WishlistItem
  /** Why the cart refused this item the last time (the shop's reason, translated). */
  refusal: string | undefined
  busy: boolean
  onMove: () => void
  onRemove: () => void
}

/**
 * One wishlist item: picture, name linked to its detail page, price, stock and quantity, and
 * its two actions. The buttons name the product for screen readers, which list every button
 * of the page without its row. An item out of stock offers no active 'In den Warenkorb' (issue
 * 26, point 6): the shop would refuse it; the button stays, disabled, and points to the stock
 * line that says why.
 */
export function WishlistItemRow({ item, refusal, busy, onMove, onRemove }: WishlistItemRowProps) {
  const t = useT()
  // A family's size leads to its page in that size (`?variant=<sku>`), as the cart line does.
  const href = useProductHref(item.product, { size: true })
  const nameId = useDomId('wishlist-item', item.id, 'name')
  const { product } = item
  const outOfStock = isOutOfStock(product)
  const stockId = `${nameId}-stock`
  return (
    <li className="ce-account-wishlist__item" aria-labelledby={nameId}>
      {product.cartImage ? (
        <ResponsiveImg
          className="ce-account-wishlist__image"
          source={product.cartImage.url}
          sizes={`${THUMBNAIL_SIZE}px`}
          alt=""
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="ce-account-wishlist__image" />
      )}
      <div className="ce-account-wishlist__details">
        <h2 id={nameId} className="ce-account-wishlist__name">
          {href ? <a href={href}>{product.name}</a> : product.name}
        </h2>
        {product.size && product.configured && (
          <p className="ce-account-wishlist__size">{product.size}</p>
        )}
        <ProductPrice product={product} showFrom={false} />
        <p
          id={stockId}
          className={outOfStock ? 'ce-product-tile__stock' : 'ce-account-wishlist__in-stock'}
        >
          {outOfStock ? t('product.out-of-stock') : t('product.in-stock')}
        </p>
        <p className="ce-account-wishlist__quantity">
          {t('wishlist.quantity', { quantity: item.quantity }).replace(
            '{{quantity}}',
            String(item.quantity),
          )}
        </p>
        {refusal && (
          <p className="ce-account-wishlist__refusal" id={`${nameId}-refusal`}>
            {refusal}
          </p>
        )}
      </div>
      <div className="ce-account-wishlist__actions">
        <Button
          onClick={onMove}
          disabled={busy || outOfStock}
          aria-describedby={
            outOfStock ? `${nameId} ${stockId}` : refusal ? `${nameId}-refusal` : nameId
          }
        >
          {t('wishlist.move')}
        </Button>
        <Button variant="outline" onClick={onRemove} disabled={busy} aria-describedby={nameId}>
          {t('wishlist.remove')}
        </Button>
      </div>
    </li>
  )
}
