import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createCatalogueStore } from '../catalogue/create-catalogue-store'
import { cartCookie, createCartHarness } from '../testing/cart-harness'
import { CartContext, useCart, useCartActions, useCatalogue } from './cart-context'

const Badge = () => {
  const count = useCart((state) => state.itemsCount)
  const name = useCatalogue((state) => state.products['1']?.name ?? 'none')
  const actions = useCartActions()
  return (
    <span data-count={count} data-has-actions={typeof actions.addToCart === 'function'}>
      {name}
    </span>
  )
}

describe('cart React bindings', () => {
  it('renders cart and catalogue state from the provided stores on the server', () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'c1', itemsCount: 3 }) })
    const catalogue = createCatalogueStore({ products: {} })
    const html = renderToString(
      <CartContext value={{ cart: harness.cart, catalogue, actions: harness.actions }}>
        <Badge />
      </CartContext>,
    )
    expect(html).toContain('data-count="3"')
    expect(html).toContain('data-has-actions="true"')
    expect(html).toContain('none')
  })

  it('fails loudly when no provider is rendered', () => {
    expect(() => renderToString(<Badge />)).toThrow(/CartContext is missing/)
  })
})
