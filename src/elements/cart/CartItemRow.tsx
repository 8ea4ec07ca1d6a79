import { Button } from '../../brands/design/Button'
import { lineReduction, useCart, useCartActions, useShopMessage, type CartItem } from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { type HeadingLevel } from '../shared/heading-level'
import { Heading } from '../shared/Heading'
import { useBasePrice } from '../shared/use-base-price'
import { usePriceFormat } from '../shared/use-price-format'
import { useProductHref } from '../product_tile/product-href'
import { QuantityStepper } from './QuantityStepper'
import { ResponsiveImg } from '../shared/ResponsiveImg'

/** Cart thumbnails: square packshots shown at 5rem; the attributes reserve the box. */
const THUMBNAIL_SIZE = 96

/**
 * One line of the cart: product, size, quantity, row total (with one piece's price, and the
 * price a reduction is measured from, struck), the shop's errors for it, remove.
 */
export function CartItemRow({
  item,
  headingLevel,
}: {
  item: CartItem
  headingLevel: HeadingLevel
}) {
  const t = useT()
  const shopMessage = useShopMessage()
  const actions = useCartActions()
  const pending = useCart((state) => state.pending)
  const price = usePriceFormat()
  const basePrice = useBasePrice()
  const nameId = useDomId('item', item.id, 'name')
  const { product } = item
  const reduction = lineReduction(item)
  // One piece's price where the line holds more than one, else the line's.
  const perPiece = (amount: string) =>
    item.quantity > 1 ? t('cart.unit-price', { price: amount }) : amount
  // Back to the product's page (in the page's store view: its url key is that view's).
  const href = useProductHref(product, { size: true })
  return (
    <li className="ce-cart-item">
      {product.cartImage ? (
        <ResponsiveImg
          className="ce-cart-item__image"
          source={product.cartImage.url}
          sizes={`${THUMBNAIL_SIZE}px`}
          alt=""
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="ce-cart-item__image" />
      )}
      <div className="ce-cart-item__details">
        <Heading level={headingLevel} id={nameId} className="ce-cart-item__name">
          {href ? (
            <a className="ce-cart-item__link" href={href}>
              {product.name}
            </a>
          ) : (
            product.name
          )}
        </Heading>
        {product.size && <p className="ce-cart-item__size">{product.size}</p>}
        {product.base_unit_string && (
          <p className="ce-cart-item__unit">{basePrice(product.base_unit_string)}</p>
        )}
        {item.errors.length > 0 && (
          <ul className="ce-cart-item__errors">
            {item.errors.map((error) => (
              <li key={`${error.code}:${error.message}`} data-code={error.code}>
                {shopMessage(error.message)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <QuantityStepper item={item} describedBy={nameId} />
      <p className="ce-cart-item__total">
        <span className="visually-hidden">{t('cart.row-total')} </span>
        {price(item.prices.row_total_including_tax)}
        {/* What one piece costs, where the line holds more than one. */}
        {item.quantity > 1 && (
          <span className="ce-cart-item__unit-price">
            {perPiece(price(item.prices.price_including_tax))}
          </span>
        )}
        {/* A reduced product's price as the tile and the product page strike it (their rule,
            priceReduction): screen readers do not announce strikethrough, so it gets a word. */}
        {reduction && (
          <s className="ce-cart-item__regular">
            <span className="visually-hidden">{t('product.regular-price')} </span>
            {perPiece(price(reduction.reference))}
          </s>
        )}
      </p>
      <Button
        variant="link"
        size="sm"
        className="ce-cart-item__remove"
        aria-describedby={nameId}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) void actions.removeItem(item.id)
        }}
      >
        {t('cart.remove')}
      </Button>
    </li>
  )
}
