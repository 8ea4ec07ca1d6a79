import type { Product, ProductSize } from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { cx } from '../shared/class-names'
import { useBasePrice } from '../shared/use-base-price'
import { usePriceFormat } from '../shared/use-price-format'
import { isOutOfStock } from '../product_tile/product-rules'

/**
 * The pack sizes a shopper chooses from: a radio group (a fieldset named by its legend), each
 * size with its label, price and base price, so that sizes compare at a glance. A size out of
 * stock is shown, said to be so, and cannot be chosen. Arrow keys move between the choosable
 * sizes, as in any radio group; the choice changes the page in place (`onChoose`).
 */
export function SizeChoice({
  product,
  onChoose,
}: {
  /** The family in the size shown; its `sizes` are the choice. */
  product: Product
  onChoose: (size: ProductSize) => void
}) {
  const t = useT()
  const price = usePriceFormat()
  const basePrice = useBasePrice()
  const name = useDomId('size', product.configured?.parentSku ?? product.sku)
  const sizes = product.sizes ?? []
  if (sizes.length < 2) return null
  return (
    <fieldset className="ce-size-choice">
      <legend className="ce-size-choice__legend">{t('product.attribute.size')}</legend>
      <div className="ce-size-choice__options">
        {sizes.map((size) => {
          const outOfStock = isOutOfStock(size.product)
          const chosen = size.product.sku === product.sku
          const id = `${name}-${size.product.sku}`
          return (
            <label
              key={size.uid}
              htmlFor={id}
              className={cx(
                'ce-size-choice__option',
                chosen && 'ce-size-choice__option--chosen',
                outOfStock && 'ce-size-choice__option--out-of-stock',
              )}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={size.product.sku}
                checked={chosen}
                disabled={outOfStock}
                onChange={() => onChoose(size)}
              />
              {/* Spaces between the parts: a label's text is its radio's accessible name. */}
              <span className="ce-size-choice__label">{size.label}</span>{' '}
              <span className="ce-size-choice__price">
                {price(size.product.price_range.minimum_price.final_price)}
              </span>
              {size.product.base_unit_string && (
                <>
                  {' '}
                  <span className="ce-size-choice__unit">
                    {basePrice(size.product.base_unit_string)}
                  </span>
                </>
              )}
              {outOfStock && (
                <>
                  {' '}
                  <span className="ce-size-choice__stock">{t('product.out-of-stock')}</span>
                </>
              )}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
