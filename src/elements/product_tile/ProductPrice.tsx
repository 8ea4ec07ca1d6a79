import { priceReduction, type Product } from '../../shop'
import { useT } from '../../lib/i18n'
import { cx } from '../shared/class-names'
import { usePriceFormat } from '../shared/use-price-format'

export interface ProductPriceProps {
  product: Pick<Product, 'price_range' | 'omnibus_price'>
  /** The 'from' label (SPEC.md section 5): decided by the caller from the page's products. */
  showFrom: boolean
}

/**
 * The final price and, when reduced, the price the reduction is measured from, struck through:
 * the lowest price of the last 30 days where the shop states one (priceReduction), which the
 * line below then names, as the EU Omnibus directive asks beside a reduction (beside an
 * unreduced price it would only repeat the price). Screen readers do not announce
 * strikethrough, so the struck price gets a hidden word.
 */
export function ProductPrice({ product, showFrom }: ProductPriceProps) {
  const t = useT()
  const price = usePriceFormat()
  const { final_price } = product.price_range.minimum_price
  const reduction = priceReduction(product)
  const reduced = reduction !== null
  const omnibus = reduced ? product.omnibus_price : null
  return (
    <div className="ce-product-price">
      <p className={cx('ce-product-price__line', reduced && 'ce-product-price__line--reduced')}>
        {showFrom && <span className="ce-product-price__from">{t('product.from')} </span>}
        <span className="ce-product-price__final">{price(final_price)}</span>
        {reduced && (
          <>
            {' '}
            <s className="ce-product-price__regular">
              <span className="visually-hidden">{t('product.regular-price')} </span>
              {price(reduction.reference)}
            </s>
          </>
        )}
      </p>
      {omnibus && (
        <p className="ce-product-price__omnibus">
          {t('product.omnibus')} {price(omnibus)}
        </p>
      )}
    </div>
  )
}
