import type { Product } from '../../shop'
import { useT } from '../../lib/i18n'
import { useBasePrice } from '../shared/use-base-price'

/** Under a price: the base price (where the shop has one) and the tax note, on tiles and pages. */
export function PriceNotes({ product }: { product: Product }) {
  const t = useT()
  const basePrice = useBasePrice()
  return (
    <p className="ce-product-tile__notes">
      {product.base_unit_string && (
        <span className="ce-product-tile__unit">{basePrice(product.base_unit_string)}</span>
      )}
      <span className="ce-product-tile__tax">{t('product.tax-note')}</span>
    </p>
  )
}
