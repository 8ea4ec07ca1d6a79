import { lazy, Suspense } from 'react'
import { useSignedIn } from '../../account'
import { discountBadge, showsFromLabel, shownSize, useFreshProduct, type Product } from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useHydrated } from '../../lib/use-hydrated'
import { useT } from '../../lib/i18n'
import { cx } from '../shared/class-names'
import { ResponsiveImg } from '../shared/ResponsiveImg'
import { AddToCartForm } from './AddToCartForm'
import { Heading } from '../shared/Heading'
import { type HeadingLevel } from '../shared/heading-level'
import { isOutOfStock } from './product-rules'
import { useProductHref } from './product-href'
import { PriceNotes } from './PriceNotes'
import { ProductPrice } from './ProductPrice'
import { QuickViewButton } from './QuickViewButton'

/**
 * A customer's heart, in its own chunk, shown once the page runs (its pressed state comes from
 * the wishlist the browser loads anyway): a guest's tile has none, so a guest never loads it.
 */
const WishlistButton = lazy(() =>
  import('../shared/WishlistButton').then((module) => ({ default: module.WishlistButton })),
)

/** Opens a product's quick view from its tile's button (the listing's, ../product_listing). */
export type TileQuickView = ((product: Product, trigger: HTMLElement) => void) | undefined

export interface ProductTileProps {
  product: Product
  /** The page's likely largest image: eager, with high fetch priority; lazy otherwise. */
  priority?: boolean
  /** One below the heading of the section the tile is in. */
  headingLevel?: HeadingLevel
  /**
   * Opens the product's quick view over the listing; none: no quick view button. The button
   * shows once the page is hydrated (QuickViewButton).
   */
  onQuickView?: TileQuickView
}

/**
 * Packshots are square (the shop renders 480×480); width and height reserve the box before the
 * image arrives, so nothing shifts (CSS keeps the ratio at any width).
 */
export const TILE_IMAGE_SIZE = 480
/**
 * A tile's width: half a phone's screen (two columns), at most about 18rem in the wider grids
 * (listing, related products, the cart's recommendations).
 */
const TILE_IMAGE_SIZES = '(min-width: 768px) 18rem, 50vw'

/**
 * One product: image, discount badge, name, size, prices, base price and add-to-cart. A family of
 * pack sizes shows the size its page shows first, with 'from' where its sizes differ in price.
 */
export function ProductTile({
  product: pageProduct,
  priority = false,
  headingLevel = 3,
  onQuickView,
}: ProductTileProps) {
  const t = useT()
  // Prices and stock as the browser refetched them, once it has (SPEC.md section 4); a family
  // in the size its product page shows first, the size the tile's button adds.
  const product = shownSize(useFreshProduct(pageProduct))
  const nameId = useDomId('product', product.sku, 'name')
  const badge = discountBadge(product)
  const outOfStock = isOutOfStock(product)
  const image = product.cartImage
  const href = useProductHref(product)
  // A customer's heart; a guest is asked to sign in from the product page (its heart is a link
  // to the login page and back), not from every tile, whose links would all lead there.
  const signedIn = useSignedIn()
  const hydrated = useHydrated()
  return (
    <article
      className={cx('ce-product-tile', outOfStock && 'ce-product-tile--out-of-stock')}
      aria-labelledby={nameId}
    >
      <div className="ce-product-tile__media">
        {image ? (
          <ResponsiveImg
            className="ce-product-tile__image"
            source={image.url}
            sizes={TILE_IMAGE_SIZES}
            // The name follows as the heading; a label that only repeats it would be read twice.
            alt={image.label && image.label !== product.name ? image.label : ''}
            width={TILE_IMAGE_SIZE}
            height={TILE_IMAGE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className="ce-product-tile__image ce-product-tile__image--missing" />
        )}
        {badge && <span className="ce-product-tile__badge">{badge}</span>}
        {signedIn && hydrated && product.url_key && (
          <Suspense fallback={null}>
            <WishlistButton
              product={product}
              urlKey={product.url_key}
              compact={{ describedBy: nameId }}
            />
          </Suspense>
        )}
        {onQuickView && product.url_key && (
          <QuickViewButton
            product={product}
            urlKey={product.url_key}
            describedBy={nameId}
            onOpen={onQuickView}
          />
        )}
      </div>
      <div className="ce-product-tile__body">
        <Heading level={headingLevel} id={nameId} className="ce-product-tile__name">
          {href ? (
            <a className="ce-product-tile__link" href={href}>
              {product.name}
            </a>
          ) : (
            product.name
          )}
        </Heading>
        {product.size && <p className="ce-product-tile__size">{product.size}</p>}
        <ProductPrice product={product} showFrom={showsFromLabel(product)} />
        <PriceNotes product={product} />
        {outOfStock && <p className="ce-product-tile__stock">{t('product.out-of-stock')}</p>}
        <AddToCartForm product={product} disabled={outOfStock} describedBy={nameId} />
      </div>
    </article>
  )
}
