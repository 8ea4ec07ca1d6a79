// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cartCookie } from '../../shop/testing'
import { cartElement } from '../testing'
import { createCommerce, magnesium, vitaminD3 } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'
import { blur, CART_ID, click, mountCart, settle, submit, text, typeInto } from '../testing/cart'

const row = (container: HTMLElement) => container.querySelector('.ce-cart-item')
const stepperInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('.ce-stepper .sf-quantity__input')
const plus = (container: HTMLElement) =>
  container.querySelector('button[aria-label="Menge erhöhen"]')
const minus = (container: HTMLElement) =>
  container.querySelector('button[aria-label="Menge verringern"]')

describe('cart element', () => {
  afterEach(cleanupHydrated)

  it('renders the same loading state on server and browser, then the items once loaded', async () => {
    const cookies = cartCookie({ id: CART_ID, itemsCount: 2 })
    const server = createCommerce({ cookies })
    const browser = createCommerce({ cookies })
    browser.shop.addCart({ id: CART_ID, items: [{ uid: 'i1', sku: 'MAG-400', quantity: 2 }] })

    const result = await renderAndHydrate(
      column([cartElement], {}, server),
      column([cartElement], {}, browser),
    )
    expect(result.mismatches).toEqual([])
    expect(result.html).toContain('Warenkorb wird geladen')
    expect(result.container.querySelector('[role="status"][aria-busy="true"]')).not.toBeNull()

    await act(async () => {
      await browser.actions.initialise()
    })
    await settle()
    const item = row(result.container)
    expect(text(item?.querySelector('.ce-cart-item__name'))).toBe('Magnesium 400')
    expect(item?.querySelector('img')?.getAttribute('width')).toBe('96')
    expect(text(item?.querySelector('.ce-cart-item__total'))).toBe(
      'Summe 29,00 €je 14,50 €statt je 14,95 €',
    )
    expect(result.container.querySelector('[aria-busy]')).toBeNull()
  })

  it('says the cart is empty when the shopper has none', async () => {
    const { container } = await mountCart({ items: null })
    expect(text(container.querySelector('.ce-cart__empty p'))).toBe('Ihr Warenkorb ist noch leer.')
    expect(container.querySelector('.ce-cart__summary, .ce-cart-checkout')).toBeNull()
    // A way back to the products (the site's page link).
    const back = container.querySelector('.ce-cart__empty a')
    expect(text(back)).toBe('Weiter einkaufen')
    expect(back?.getAttribute('href')).toBe('/produkte')
  })

  it('shows image, name, quantity and row total of each item under the element heading', async () => {
    const { container } = await mountCart()
    expect(container.querySelector('h1')?.textContent).toBe('Ihr Warenkorb')
    expect(container.querySelector('h2.visually-hidden')?.textContent).toBe('Artikel im Warenkorb')
    expect(text(container.querySelector('h3.ce-cart-item__name'))).toBe('Vitamin D3')
    // The name leads back to the product's page.
    expect(container.querySelector('.ce-cart-item__name a')?.getAttribute('href')).toBe(
      '/produkte/vit-d3',
    )
    expect(stepperInput(container)?.value).toBe('2')
    expect(text(container.querySelector('.ce-cart-item__total'))).toBe('Summe 19,90 €je 9,95 €')
  })

  it('raises the quantity through the shop with +', async () => {
    const { container, commerce, operations } = await mountCart()
    await click(plus(container))
    // Each change of the items is followed by the shipping estimate for the form's address.
    expect(operations()).toEqual(['updateCartItems', 'estimateShippingMethods', 'estimateTotals'])
    expect(commerce.shop.calls[0]?.variables['cartItems']).toEqual([
      { cart_item_uid: 'item-1', quantity: 3 },
    ])
    expect(stepperInput(container)?.value).toBe('3')
    expect(text(container.querySelector('.ce-cart-item__total'))).toBe('Summe 29,85 €je 9,95 €')
    // One piece's price, under the line's total, once the line holds more than one.
    expect(text(container.querySelector('.ce-cart-item__unit-price'))).toBe('je 9,95 €')
    // Said to a screen reader, whose focus stays on the + button.
    expect(text(container.querySelector('.ce-stepper [role="status"]'))).toBe(
      'Menge geändert auf 3',
    )
  })

  it('strikes the price a reduced product’s reduction is measured from, with a word for screen readers', async () => {
    // Magnesium 400: 14,50 € now, 14,95 € its lowest of the last 30 days (16,95 € regular).
    const { container } = await mountCart({
      items: [
        { sku: 'MAG-400', quantity: 1 },
        { sku: 'VIT-D3', quantity: 1 },
      ],
    })
    const [reduced, regular] = [...container.querySelectorAll('.ce-cart-item__total')]
    expect(text(reduced)).toBe('Summe 14,50 €statt 14,95 €')
    const struck = reduced?.querySelector('s.ce-cart-item__regular')
    expect(text(struck?.querySelector('.visually-hidden'))).toBe('statt')
    expect(regular?.querySelector('s')).toBeNull()
    expect(text(regular)).toBe('Summe 9,95 €')
  })

  it('names the size of every line of a pack size', async () => {
    // Vitamin D3 states its size in its attributes; Omega-3 is a family sold in sizes.
    const { container } = await mountCart({
      items: [
        { sku: 'VIT-D3', quantity: 1 },
        { sku: 'OMEGA-2', quantity: 1 },
      ],
    })
    const sizes = [...container.querySelectorAll('.ce-cart-item')].map((row) =>
      text(row.querySelector('.ce-cart-item__size')),
    )
    expect(sizes).toEqual(['60 Kapseln', '120 Kapseln'])
  })

  it('lowers the quantity with − but never below 1', async () => {
    const { container, operations } = await mountCart({ items: [{ sku: 'VIT-D3', quantity: 2 }] })
    await click(minus(container))
    expect(operations()).toEqual(['updateCartItems', 'estimateShippingMethods', 'estimateTotals'])
    expect(stepperInput(container)?.value).toBe('1')
    expect(minus(container)?.getAttribute('aria-disabled')).toBe('true')
    expect(container.querySelector('.ce-cart-item__unit-price')).toBeNull()
    await click(minus(container))
    expect(operations()).toEqual(['updateCartItems', 'estimateShippingMethods', 'estimateTotals'])
  })

  it('sends a typed quantity when the field is left', async () => {
    const { container, commerce, operations } = await mountCart()
    await typeInto(stepperInput(container), '5')
    await blur(stepperInput(container))
    expect(operations()).toEqual(['updateCartItems', 'estimateShippingMethods', 'estimateTotals'])
    expect(commerce.shop.calls[0]?.variables['cartItems']).toEqual([
      { cart_item_uid: 'item-1', quantity: 5 },
    ])
    expect(commerce.state().itemsCount).toBe(5)
  })

  it.each(['0', '', '1000', '2.5'])(
    'sends nothing and explains when the typed quantity is %j',
    async (quantity) => {
      const { container, operations } = await mountCart()
      await typeInto(stepperInput(container), quantity)
      await submit(container.querySelector('.ce-stepper'))
      expect(operations()).toEqual([])
      const input = stepperInput(container)
      expect(input?.getAttribute('aria-invalid')).toBe('true')
      const error = container.querySelector('.ce-stepper .sf-field__error')
      expect(text(error)).toBe('Bitte geben Sie eine Menge zwischen 1 und 999 an.')
      expect(input?.getAttribute('aria-describedby')).toContain(error?.id)
    },
  )

  it('removes an item through the shop, and the cart is empty after the last', async () => {
    const { container, operations, commerce } = await mountCart({
      items: [
        { sku: 'VIT-D3', quantity: 1 },
        { sku: 'MAG-400', quantity: 1 },
      ],
    })
    expect(container.querySelectorAll('.ce-cart-item')).toHaveLength(2)
    await click(container.querySelector('.ce-cart-item__remove'))
    expect(operations()).toEqual([
      'removeItemFromCart',
      'estimateShippingMethods',
      'estimateTotals',
    ])
    expect(commerce.shop.calls[0]?.variables['itemUid']).toBe('item-1')
    expect(container.querySelectorAll('.ce-cart-item')).toHaveLength(1)
    await click(container.querySelector('.ce-cart-item__remove'))
    expect(text(container.querySelector('.ce-cart__empty p'))).toBe('Ihr Warenkorb ist noch leer.')
    // An empty cart is not estimated.
    expect(operations().slice(3)).toEqual(['removeItemFromCart'])
  })

  it("shows the shop's errors of an item with their code", async () => {
    const { container, commerce } = await mountCart()
    await act(async () => {
      const [item] = commerce.state().items
      commerce.cart.setState({
        items: [{ ...item!, errors: [{ code: 'INSUFFICIENT_STOCK', message: 'Nur 1 verfügbar' }] }],
      })
    })
    const error = container.querySelector('.ce-cart-item__errors li')
    expect(text(error)).toBe('Nur 1 verfügbar')
    expect(error?.getAttribute('data-code')).toBe('INSUFFICIENT_STOCK')
  })

  it('shows the cart messages and lets the shopper dismiss them', async () => {
    const { container } = await mountCart()
    const list = container.querySelector('.ce-cart-messages')
    // The live region is in the page before any message, beside the list.
    const region = list?.nextElementSibling
    expect(region?.getAttribute('role')).toBe('status')
    expect(region?.children).toHaveLength(0)
    await click(container.querySelector('.ce-cart-item__remove'))
    expect(text(list)).toBe('Removed from cart')
    // It speaks the message, not the message's close button with it.
    expect(text(region)).toBe('Removed from cart')
    expect(region?.querySelector('button')).toBeNull()
    await click(list?.querySelector('button[aria-label="Schließen"]'))
    expect(list?.children).toHaveLength(0)
    expect(region?.children).toHaveLength(0)
  })

  it('recommends the shop’s cross-sells of the items as tiles that add to the cart', async () => {
    const { container, commerce, operations } = await mountCart({
      items: [{ sku: 'VIT-D3', quantity: 2 }],
      // Zink is out of stock and the cart holds Vitamin D3: neither is recommended.
      crossSells: { 'VIT-D3': ['MAG-400', 'ZINC-OUT', 'VIT-D3'] },
    })
    const section = () => container.querySelector('.ce-cart-recommended')
    expect(text(section()?.querySelector('h2'))).toBe('Wird oft zusammen gekauft')
    const tiles = section()?.querySelectorAll('.ce-product-tile') ?? []
    expect([...tiles].map((tile) => text(tile.querySelector('h3')))).toEqual(['Magnesium 400'])
    const button = tiles[0]?.querySelector('button[type="submit"]')
    expect(text(button)).toBe('In den Warenkorb')

    await submit(tiles[0]?.querySelector('form'))
    expect(operations()).toEqual(['addProductsToCart', 'estimateShippingMethods', 'estimateTotals'])
    expect(commerce.shop.calls[0]?.variables['cartItems']).toEqual([
      { sku: 'MAG-400', quantity: 1 },
    ])
    expect(commerce.cart.getState().itemsCount).toBe(3)
    expect(
      [...container.querySelectorAll('.ce-cart-item__name')].map((name) => text(name)),
    ).toEqual(['Vitamin D3', 'Magnesium 400'])
    // In the cart now, so no longer recommended: the section goes with its last tile.
    expect(section()).toBeNull()
  })

  it('shows recommended products as tiles, and no section without any', async () => {
    const { container, commerce } = await mountCart()
    expect(container.querySelector('.ce-cart-recommended')).toBeNull()
    await act(async () => {
      commerce.cart.setState({ boughtTogether: { items: [magnesium, vitaminD3] } })
    })
    const section = container.querySelector('.ce-cart-recommended')
    expect(text(section?.querySelector('h2'))).toBe('Wird oft zusammen gekauft')
    expect(
      [...(section?.querySelectorAll('h3.ce-product-tile__name') ?? [])].map((h) => text(h)),
    ).toEqual(['Magnesium 400', 'Vitamin D3'])
  })
})
