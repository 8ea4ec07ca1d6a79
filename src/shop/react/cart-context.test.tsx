import { renderToString } from 'react-dom/server'
import { toProduct } from '../operations/map-shop-data'
import { describe, expect, it } from 'vitest'
import { createProductStore } from '../catalogue/create-product-store'
import { cartCookie, createCartHarness } from '../testing/cart-harness'
import { CartContext, useCart, useCartActions, useFreshProduct } from './cart-context'

const PAGE_PRODUCT = toProduct({ id: 1, sku: 'VIT-D3', name: 'As the page has it' })

const Badge = () => {
  const count = useCart((state) => state.itemsCount)
  const name = useFreshProduct(PAGE_PRODUCT).name
  const actions = useCartActions()
  return (
    <span data-count={count} data-has-actions={typeof actions.addToCart === 'function'}>
      {name}
    </span>
  )
}

describe('cart React bindings', () => {
  it("renders cart state and the page's own product on the server", () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'c1', itemsCount: 3 }) })
    const products = createProductStore()
    const html = renderToString(
      <CartContext value={{ cart: harness.cart, products, actions: harness.actions }}>
        <Badge />
      </CartContext>,
    )
    expect(html).toContain('data-count="3"')
    expect(html).toContain('data-has-actions="true"')
    expect(html).toContain('As the page has it')
  })

  it('fails loudly when no provider is rendered', () => {
    expect(() => renderToString(<Badge />)).toThrow(/CartContext is missing/)
  })
})
