import { memo } from 'react'
import { useFreshProduct, type Product } from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../registry'
import { ProductTile } from '../product_tile/ProductTile'
import { ProductOverview } from './ProductBuyBox'
import { factsInSize } from './product-detail'
import { useSizeChoice } from './use-size-choice'
import { ProductFacts } from './ProductFacts'
import { ProductLeaflets } from './ProductLeaflets'
import { ProductReviews } from './reviews/ProductReviews'
import { useProductViewTracking } from './use-product-view-tracking'

/**
 * The sections a size does not change (the linked products' tiles, the leaflets, the reviews)
 * render again only when their own data does: choosing a size re-renders the buy box, the text
 * and the facts, and nothing below them, so that the tap's next paint comes soon.
 */
const LinkedProducts = memo(function LinkedProducts({
  title,
  products,
}: {
  title: string
  products: Product[]
}) {
  const headingId = useDomId('linked', title)
  if (products.length === 0) return null
  return (
    <section className="ce-product-detail__linked" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="ce-product-listing__grid">
        {products.map((product) => (
          <li key={product.id} className="ce-product-listing__item">
            <ProductTile product={product} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
})
const Leaflets = memo(ProductLeaflets)
const Reviews = memo(ProductReviews)

/**
 * A product's detail page (TYPO3's product plugin, its url key from the address): gallery,
 * name, size, price with badge, 'from' label and omnibus price, base price, stock, quantity and
 * add to cart, texts, attributes, the mandatory facts of a food supplement (./ProductFacts.tsx),
 * the reviews (./reviews) and the related and bought-together
 * products. The shop's data is filled in by the worker (`detail`, ./fill.ts), the linked
 * products' tiles included; prices and stock are refetched in the browser as on tiles.
 */
export function ProductDetailElement({ content }: ElementProps<'product_detail'>) {
  const t = useT()
  const detail = content.detail
  const nameId = useDomId('product-detail', content.urlKey, 'name')
  // Prices and stock as refetched in the browser, once it has them; a family in the size the
  // address names or the shopper chose (its first size in stock otherwise).
  const fresh = useFreshProduct(detail?.product) ?? null
  const { product, choose } = useSizeChoice(fresh, content.size ?? null, { inAddress: true })
  const related = detail?.related ?? []
  const crosssell = detail?.crosssell ?? []
  useProductViewTracking(product)
  // The worker answers 404 for an unknown url key: without a detail there is no such page.
  if (!detail || !product) return null
  const attributes = [
    [t('product.attribute.size'), product.size],
    [t('product.attribute.product-line'), product.product_line],
    [t('product.attribute.type'), product.dh_product_type],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]))
  return (
    <article className="ce-product-detail" aria-labelledby={nameId}>
      <ProductOverview
        product={product}
        detail={detail}
        nameId={nameId}
        // The page's one h1: the detail page's CMS content has no header of its own.
        name={
          <h1 id={nameId} className="ce-product-detail__name">
            {product.name}
          </h1>
        }
        reviewsHref={`#${nameId}-reviews`}
        onChooseSize={choose}
      />
      <section className="ce-product-detail__about" aria-labelledby={`${nameId}-about`}>
        <h2 id={`${nameId}-about`}>{t('product.description')}</h2>
        <RichText html={detail.description} />
        {attributes.length > 0 && (
          <dl className="ce-product-detail__attributes">
            {attributes.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <ProductFacts facts={factsInSize(detail, product)} id={`${nameId}-facts`} />
      <Leaflets leaflets={detail.leaflets} id={`${nameId}-downloads`} />
      {/* Keyed by product: another product's page starts its reviews afresh. A family's
          reviews are the family's, whichever size is shown. */}
      <Reviews
        key={detail.product.sku}
        id={`${nameId}-reviews`}
        sku={detail.product.sku}
        ratingSummary={detail.ratingSummary}
        reviewCount={detail.reviewCount}
      />
      <LinkedProducts title={t('product.crosssell')} products={crosssell} />
      <LinkedProducts title={t('product.related')} products={related} />
    </article>
  )
}
