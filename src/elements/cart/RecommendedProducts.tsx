import { useCart } from '../../shop'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { deeper, type HeadingLevel } from '../shared/heading-level'
import { Heading } from '../shared/Heading'
import { ProductTile } from '../product_tile/ProductTile'

/**
 * The cart's recommendations (boughtTogether.items: the shop's cross-sells of its items) as
 * product tiles that add to the cart; nothing when empty. Both renders start with none (they come
 * with the browser's first cart answer), so hydration matches; an added one leaves with the answer.
 */
export function RecommendedProducts({ headingLevel }: { headingLevel: HeadingLevel }) {
  const t = useT()
  const headingId = useDomId('recommended')
  const products = useCart((state) => state.boughtTogether.items)
  if (products.length === 0) return null
  return (
    <section className="ce-cart-recommended" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="ce-cart-recommended__title">
        {t('cart.recommended')}
      </Heading>
      <ul className="ce-cart-recommended__grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} headingLevel={deeper(headingLevel)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
