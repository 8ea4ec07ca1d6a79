import type { ReactNode } from 'react'
import { showFromLabel, type Product } from '../../cart'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { AddToCartForm } from '../product_tile/AddToCartForm'
import { ProductPrice } from '../product_tile/ProductPrice'
import { isOutOfStock } from '../product_tile/product-rules'
import { useBasePrice } from '../shared/use-base-price'
import type { ProductDetail } from './product-detail'
import { RatingSummary } from './reviews/RatingSummary'
import { WishlistButton } from './WishlistButton'

/**
 * What a shopper decides on, beside the gallery: the name (the detail page's h1, the quick
 * view's dialog title), rating, size, short text, price with 'from' label and omnibus price,
 * base price, stock, quantity and add to cart, and the wishlist toggle. Shared by the detail
 * page and the listing's quick view, so both show a product the same way.
 */
export function ProductBuyBox({
  product,
  detail,
  name,
  nameId,
  comparedWith,
  reviewsHref,
}: {
  product: Product
  detail: ProductDetail
  /** The heading with the product's name, id `nameId`. */
  name: ReactNode
  nameId: string
  /** The other products shown with it: the 'from' label compares against their prices. */
  comparedWith: readonly Product[]
  /** Where the rating summary leads: the reviews section; none (a quick view): no link. */
  reviewsHref?: string
}) {
  const t = useT()
  const basePrice = useBasePrice()
  const outOfStock = isOutOfStock(product)
  return (
    <div className="ce-product-detail__buy">
      {name}
      <RatingSummary
        ratingSummary={detail.ratingSummary}
        reviewCount={detail.reviewCount}
        {...(reviewsHref ? { reviewsHref } : {})}
      />
      {product.size && <p className="ce-product-detail__size">{product.size}</p>}
      <RichText html={detail.shortDescription} className="ce-product-detail__summary" />
      <ProductPrice product={product} showFrom={showFromLabel(product, comparedWith)} />
      <p className="ce-product-tile__notes">
        {product.base_unit_string && (
          <span className="ce-product-tile__unit">{basePrice(product.base_unit_string)}</span>
        )}
        <span className="ce-product-tile__tax">
          {t('product.tax-note', 'inkl. MwSt., zzgl. Versand')}
        </span>
      </p>
      <p className={outOfStock ? 'ce-product-tile__stock' : 'ce-product-detail__stock--in-stock'}>
        {outOfStock
          ? t('product.out-of-stock', 'Derzeit nicht lieferbar')
          : t('product.in-stock', 'Sofort lieferbar')}
      </p>
      <AddToCartForm product={product} disabled={outOfStock} describedBy={nameId} />
      <WishlistButton product={product} urlKey={detail.urlKey} />
    </div>
  )
}
