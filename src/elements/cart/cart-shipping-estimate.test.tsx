// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cartElement } from '../testing'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'
import {
  CART_ID,
  choose,
  click,
  mountCart,
  settle,
  submit,
  text,
  typeInto,
  totals,
} from '../testing/cart'

const shippingForm = (container: HTMLElement) => container.querySelector('.ce-cart-shipping')
const postcode = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('.ce-cart-shipping__postcode')
const country = (container: HTMLElement) =>
  container.querySelector('.ce-cart-shipping select') as HTMLSelectElement | null

/** The first method (DHL standard, 4,95 €) chosen, and the totals with its cost. */
const expectStandardChosen = (container: HTMLElement) => {
  const radio = container.querySelector<HTMLInputElement>('input[type="radio"]')
  expect(radio?.checked).toBe(true)
  expect(text(radio?.closest('label'))).toBe('DHL – Standard 4,95 €')
  expect(totals(container)).toEqual([
    ['Zwischensumme', '19,90 €'],
    ['Versand', '4,95 €'],
    ['Gesamtsumme (inkl. MwSt.)', '24,85 €'],
  ])
}

describe('cart shipping estimate', () => {
  afterEach(cleanupHydrated)

  it("estimates for the site's default country and postcode as soon as the cart has items", async () => {
    const { container, operations, commerce } = await mountCart({ initialise: false })
    expect(operations()).toEqual([])
    await act(async () => {
      await commerce.actions.initialise()
    })
    await settle()

    // One estimate for the loaded items, without any click.
    expect(operations()).toEqual(['cart', 'estimateShippingMethods', 'estimateTotals'])
    expect(commerce.shop.calls[1]?.variables).toMatchObject({
      countryCode: 'DE',
      postcode: '10115',
    })
    expect(commerce.shop.calls[2]?.variables).toMatchObject({
      countryCode: 'DE',
      postcode: '10115',
      shippingMethod: { carrier_code: 'flatrate', method_code: 'flatrate' },
    })
    expect(country(container)?.value).toBe('DE')
    expect(postcode(container)?.value).toBe('10115')
    expect([...(country(container)?.options ?? [])].map((option) => option.value)).toEqual([
      'DE',
      'AT',
    ])
    expect(country(container)?.options[0]?.textContent).toBe('Deutschland')
    expectStandardChosen(container)
  })

  it("estimates for the cart's own address, and says so when the shop has no method for it", async () => {
    const { container, operations, commerce } = await mountCart({ initialise: false })
    // The fake shop delivers to Germany only; the site offers Austria too.
    const cart = commerce.shop.state.carts.get(CART_ID)
    if (!cart) throw new Error('no cart in the fake shop')
    cart.address = { country: 'AT', postcode: '1010' }
    await act(async () => {
      await commerce.actions.initialise()
    })
    await settle()

    expect(operations()).toEqual(['cart', 'estimateShippingMethods'])
    expect(commerce.shop.calls[1]?.variables).toMatchObject({ countryCode: 'AT', postcode: '1010' })
    expect(country(container)?.value).toBe('AT')
    expect(postcode(container)?.value).toBe('1010')
    expect(container.querySelector('input[type="radio"]')).toBeNull()
    expect(text(container.querySelector('.ce-cart-shipping__none'))).toBe(
      'In dieses Land können wir leider nicht liefern.',
    )
    expect(totals(container)).toEqual([
      ['Zwischensumme', '19,90 €'],
      ['Versand', 'wird im Checkout berechnet'],
      ['Gesamtsumme (inkl. MwSt.)', '19,90 €'],
    ])
  })

  it('estimates nothing for an empty cart, nor after its last item is removed', async () => {
    const empty = await mountCart({ items: [], initialise: false })
    await act(async () => {
      await empty.commerce.actions.initialise()
    })
    await settle()
    // The cart is loaded, and nothing is estimated for it.
    expect(empty.operations()).toEqual(['cart'])
    expect(shippingForm(empty.container)).toBeNull()
    expect(empty.container.querySelector('.ce-cart__summary')).toBeNull()
    cleanupHydrated()

    const { container, operations } = await mountCart({ items: [{ sku: 'VIT-D3', quantity: 1 }] })
    await click(container.querySelector('.ce-cart-item__remove'))
    await settle()
    expect(operations()).toEqual(['removeItemFromCart'])
    expect(text(container.querySelector('.ce-cart__empty p'))).toBe('Ihr Warenkorb ist noch leer.')
    expect(container.querySelector('.ce-cart-totals__row')).toBeNull()
  })

  it('lists the methods, chooses the first and shows the totals with its cost', async () => {
    const { container, operations, commerce } = await mountCart()
    await submit(shippingForm(container))

    expect(operations()).toEqual(['estimateShippingMethods', 'estimateTotals'])
    expect(commerce.shop.calls[0]?.variables).toMatchObject({
      countryCode: 'DE',
      postcode: '10115',
    })
    expect(commerce.shop.calls[1]?.variables['shippingMethod']).toEqual({
      carrier_code: 'flatrate',
      method_code: 'flatrate',
    })
    expectStandardChosen(container)
  })

  it('estimates the totals for the method the shopper picks', async () => {
    const { container, operations, commerce } = await mountCart()
    await submit(shippingForm(container))
    const [standard] = commerce.state().shippingMethods
    const express = {
      ...standard!,
      method_code: 'express',
      method_title: 'Express',
      amount: { value: 9.9, currency: 'EUR' },
      price_incl_tax: { value: 9.9, currency: 'EUR' },
    }
    const closed = { ...express, method_code: 'closed', method_title: 'Samstag', available: false }
    await act(async () => commerce.cart.setState({ shippingMethods: [standard!, express, closed] }))
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    expect(radios.map((radio) => [radio.checked, radio.disabled])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ])

    await click(radios[1])
    expect(operations().slice(2)).toEqual(['estimateTotals'])
    expect(commerce.shop.calls[2]?.variables).toMatchObject({
      countryCode: 'DE',
      postcode: '10115',
      shippingMethod: { carrier_code: 'flatrate', method_code: 'express' },
    })
    expect(radios[1]?.checked).toBe(true)
    expect(totals(container)).toContainEqual(['Versand', '9,90 €'])
  })

  it('estimates once more for the cart address when the cart is shown again', async () => {
    const { container, operations, commerce } = await mountCart()
    await submit(shippingForm(container))
    cleanupHydrated()
    commerce.shop.calls.splice(0)

    // A client navigation back to the cart: the items are loaded already.
    const again = await renderAndHydrate(column([cartElement], {}, commerce))
    await settle()
    expect(operations()).toEqual(['estimateShippingMethods', 'estimateTotals'])
    // Without an address of the shopper's, the cart's or the site's default.
    expect(commerce.shop.calls[0]?.variables).toMatchObject({
      countryCode: 'DE',
      postcode: '10115',
    })
    const radio = again.container.querySelector<HTMLInputElement>('input[type="radio"]')
    expect(radio?.checked).toBe(true)
    expect(totals(again.container)).toContainEqual(['Versand', '4,95 €'])
  })

  it('estimates again when the cart changes, e.g. crossing the free-shipping threshold', async () => {
    const { container, operations } = await mountCart()
    await submit(shippingForm(container))
    await click(container.querySelector('button[aria-label="Menge erhöhen"]'))

    expect(operations()).toEqual([
      'estimateShippingMethods',
      'estimateTotals',
      'updateCartItems',
      'estimateShippingMethods',
      'estimateTotals',
    ])
    expect(totals(container)).toEqual([
      ['Zwischensumme', '29,85 €'],
      ['Versand', 'kostenlos'],
      ['Gesamtsumme (inkl. MwSt.)', '29,85 €'],
    ])
  })

  it('estimates again when the cart changes after a reload that kept only the estimated cost', async () => {
    const { container, operations, commerce } = await mountCart()
    await submit(shippingForm(container))
    expect(totals(container)).toContainEqual(['Versand', '4,95 €'])
    cleanupHydrated()
    // The cart cookie keeps the cost and the prices (SPEC.md section 3), not the methods.
    await act(async () => commerce.cart.setState({ shippingMethods: [] }))
    commerce.shop.calls.splice(0)

    const again = await renderAndHydrate(column([cartElement], {}, commerce))
    await settle()
    // The items are there already: the cost is estimated again at once, then after the change.
    expect(totals(again.container)).toContainEqual(['Versand', '4,95 €'])
    await click(again.container.querySelector('button[aria-label="Menge erhöhen"]'))

    expect(operations()).toEqual([
      'estimateShippingMethods',
      'estimateTotals',
      'updateCartItems',
      'estimateShippingMethods',
      'estimateTotals',
    ])
    expect(totals(again.container)).toContainEqual(['Versand', 'kostenlos'])
    // Estimated for the address the form shows: the cart's, else the site's default.
    expect(commerce.shop.calls[3]?.variables).toMatchObject({
      countryCode: 'DE',
      postcode: '10115',
    })
  })

  it('says when the shop cannot ship to the country', async () => {
    const { container, operations } = await mountCart()
    await choose(country(container), 'AT')
    await typeInto(postcode(container), '1010')
    await submit(shippingForm(container))
    expect(operations()).toEqual(['estimateShippingMethods', 'estimateShippingMethods'])
    expect(container.querySelector('input[type="radio"]')).toBeNull()
    expect(text(container.querySelector('.ce-cart-shipping__none'))).toBe(
      'In dieses Land können wir leider nicht liefern.',
    )
  })

  it('estimates again as soon as the shopper picks another country, its totals only', async () => {
    const { container, operations, commerce } = await mountCart()
    await submit(shippingForm(container))
    expect(totals(container)).toContainEqual(['Versand', '4,95 €'])
    commerce.shop.calls.splice(0)

    await choose(country(container), 'AT')
    // 10115 is no Austrian postcode: the country is estimated without one.
    expect(operations()).toEqual(['estimateShippingMethods'])
    expect(commerce.shop.calls[0]?.variables).toMatchObject({ countryCode: 'AT', postcode: null })
    expect(country(container)?.value).toBe('AT')
    expect(postcode(container)?.value).toBe('')
    // The German estimate is out of the totals: the fake shop does not ship to Austria.
    expect(totals(container)).toEqual([
      ['Zwischensumme', '19,90 €'],
      ['Versand', 'wird im Checkout berechnet'],
      ['Gesamtsumme (inkl. MwSt.)', '19,90 €'],
    ])
    expect(container.querySelector('input[type="radio"]')).toBeNull()

    await choose(country(container), 'DE')
    expect(country(container)?.value).toBe('DE')
    expect(totals(container)).toContainEqual(['Versand', '4,95 €'])
    expect(totals(container)).toContainEqual(['Gesamtsumme (inkl. MwSt.)', '24,85 €'])
  })

  it('takes an estimate out of the totals when estimating again fails', async () => {
    const { container, commerce } = await mountCart()
    await submit(shippingForm(container))
    expect(totals(container)).toContainEqual(['Versand', '4,95 €'])
    commerce.shop.failNext('estimateShippingMethods', {
      kind: 'network',
      message: 'Failed to fetch',
      errors: [],
      status: null,
    })
    await choose(country(container), 'AT')
    expect(country(container)?.value).toBe('AT')
    expect(totals(container)).toEqual([
      ['Zwischensumme', '19,90 €'],
      ['Versand', 'wird im Checkout berechnet'],
      ['Gesamtsumme (inkl. MwSt.)', '19,90 €'],
    ])
  })

  it('estimates a country without a postcode when the field is empty', async () => {
    const { container, operations, commerce } = await mountCart()
    await typeInto(postcode(container), '')
    await submit(shippingForm(container))
    expect(operations()).toEqual(['estimateShippingMethods', 'estimateTotals'])
    expect(commerce.shop.calls[0]?.variables).toMatchObject({ countryCode: 'DE', postcode: null })
  })

  it.each([
    ['DE', '123'],
    ['AT', '10115'],
  ])('sends nothing and explains when the postcode for %s is %j', async (code, value) => {
    const { container, operations, commerce } = await mountCart()
    await choose(country(container), code)
    commerce.shop.calls.splice(0)
    await typeInto(postcode(container), value)
    await submit(shippingForm(container))
    expect(operations()).toEqual([])
    expect(postcode(container)?.getAttribute('aria-invalid')).toBe('true')
    expect(text(container.querySelector('.ce-cart-shipping [role="alert"]'))).toBe(
      'Bitte geben Sie eine gültige Postleitzahl ein.',
    )
  })
})
