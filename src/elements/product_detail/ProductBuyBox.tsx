import type { ReactNode } from 'react'
import { discountBadge, showsFromLabel, type Product, type ProductSize } from '../../shop'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { AddToCartForm } from '../product_tile/AddToCartForm'
import { PriceNotes } from '../product_tile/PriceNotes'
import { ProductPrice } from '../product_tile/ProductPrice'
import { isOutOfStock } from '../product_tile/product-rules'
import { imagesInSize, type ProductDetail } from './product-detail'
import { SizeChoice } from './SizeChoice'
import { ProductGallery } from './ProductGallery'
import { RatingSummary } from './reviews/RatingSummary'
import { WishlistButton } from '../shared/WishlistButton'

/**
 * What a shopper decides on, beside the gallery: the name (the detail page's h1, the quick
 * view's dialog title), rating, size (a family's sizes to choose from), short text, price with
 * 'from' label and omnibus price, base price, stock, quantity and add to cart, and the wishlist
 * toggle. Shared by the detail page and the listing's quick view, so both show a product the
 * same way.
 */
export function ProductBuyBox({
  product,
  detail,
  name,
  nameId,
  reviewsHref,
  onChooseSize,
}: {
  /** The product, a family in the size shown (./use-size-choice.ts). */
  product: Product
  detail: ProductDetail
  /** A family's size chosen: the page or quick view shows it. */
  onChooseSize: (size: ProductSize) => void
  /** The heading with the product's name, id `nameId`. */
  name: ReactNode
  nameId: string
  /** Where the rating summary leads: the reviews section; none (a quick view): no link. */
  reviewsHref?: string
}) {
  const t = useT()
  const outOfStock = isOutOfStock(product)
  return (
    <div className="ce-product-detail__buy">
      {name}
      <RatingSummary
        ratingSummary={detail.ratingSummary}
        reviewCount={detail.reviewCount}
        {...(reviewsHref ? { reviewsHref } : {})}
      />
      {product.size && (product.sizes?.length ?? 0) < 2 && (
        <p className="ce-product-detail__size">{product.size}</p>
      )}
      <RichText html={detail.shortDescription} className="ce-product-detail__summary" />
      <SizeChoice product={product} onChoose={onChooseSize} />
      <ProductPrice product={product} showFrom={showsFromLabel(product)} />
      <PriceNotes product={product} />
      <p className={outOfStock ? 'ce-product-tile__stock' : 'ce-product-detail__stock--in-stock'}>
        {outOfStock ? t('product.out-of-stock') : t('product.in-stock')}
      </p>
      <AddToCartForm product={product} disabled={outOfStock} describedBy={nameId} />
      <WishlistButton product={product} urlKey={detail.urlKey} />
    </div>
  )
}

/** The gallery with the discount badge beside the buying box: the top of a page or quick view. */
export function ProductOverview(props: Parameters<typeof ProductBuyBox>[0]) {
  const { product, detail } = props
  const badge = discountBadge(product)
  return (
    <div className="ce-product-detail__top">
      <div className="ce-product-detail__media">
        <ProductGallery images={imagesInSize(detail, product)} name={product.name} />
        {badge && <span className="ce-product-tile__badge">{badge}</span>}
      </div>
      <ProductBuyBox {...props} />
    </div>
  )
}
