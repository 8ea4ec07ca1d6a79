// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createCommerce, withCommerce } from '../testing/commerce'
import { cleanupHydrated, renderAndHydrate, withStorefront } from '../testing/harness'
import { CartTotals } from './CartTotals'
import { click, mountCart, submit, text, typeInto, totals } from '../testing/cart'

const couponForm = (container: HTMLElement) => container.querySelector('.ce-cart-coupon')
const couponInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('.ce-cart-coupon input')

describe('cart coupon', () => {
  afterEach(cleanupHydrated)

  it('applies a coupon, shows it as active with the discount, and removes it', async () => {
    const { container, operations, commerce } = await mountCart()
    await typeInto(couponInput(container), ' SAVE10 ')
    await submit(couponForm(container))

    // The coupon's total is measured with the estimate shown (did it lower the total?), then
    // the discounted cart is estimated again (a free-shipping threshold may be crossed).
    expect(operations()).toEqual([
      'applyCouponToCart',
      'estimateTotals',
      'estimateShippingMethods',
      'estimateTotals',
    ])
    expect(commerce.shop.calls[0]?.variables['couponCode']).toBe('SAVE10')
    expect(text(container.querySelector('.ce-cart-coupon--active'))).toContain('Gutschein SAVE10')
    expect(couponInput(container)).toBeNull()
    expect(totals(container)).toContainEqual(['SAVE10', '-1,99 €'])
    expect(text(container.querySelector('.ce-cart-messages'))).toBe('Coupon applied')

    await click(container.querySelector('.ce-cart-coupon--active button'))
    expect(operations()).toEqual([
      'applyCouponToCart',
      'estimateTotals',
      'estimateShippingMethods',
      'estimateTotals',
      'removeCouponFromCart',
      'estimateShippingMethods',
      'estimateTotals',
    ])
    expect(couponInput(container)?.value).toBe('')
    expect(totals(container).map(([label]) => label)).not.toContain('SAVE10')
  })

  it('shows the first applied code as the active coupon', async () => {
    const { container, commerce } = await mountCart()
    await act(async () => commerce.cart.setState({ coupons: ['FIRST', 'SECOND'] }))
    expect(text(container.querySelector('.ce-cart-coupon__code'))).toBe('FIRST')
  })

  it.each(['', 'SAVE 10', 'ÄPFEL', 'x'.repeat(65)])(
    'sends nothing and explains when the code is %j',
    async (code) => {
      const { container, operations } = await mountCart()
      await typeInto(couponInput(container), code)
      await submit(couponForm(container))
      expect(operations()).toEqual([])
      expect(couponInput(container)?.getAttribute('aria-invalid')).toBe('true')
      expect(text(container.querySelector('.ce-cart-coupon [role="alert"]'))).toBe(
        'Bitte geben Sie einen gültigen Gutscheincode ein (Buchstaben, Ziffern, - und _).',
      )
    },
  )

  it("shows the shop's refusal of an unknown code in the cart and keeps the code", async () => {
    const { container, operations } = await mountCart()
    await typeInto(couponInput(container), 'NOPE')
    await submit(couponForm(container))
    expect(operations()).toEqual(['applyCouponToCart'])
    expect(text(container.querySelector('.ce-cart-message--error'))).toBe('Unknown coupon')
    expect(couponInput(container)?.value).toBe('NOPE')
  })
})

describe('cart totals', () => {
  afterEach(cleanupHydrated)

  it('are 0 in the site currency for an empty cart', async () => {
    const { container } = await renderAndHydrate(
      withStorefront(withCommerce(<CartTotals />, createCommerce())),
    )
    expect(totals(container)).toEqual([
      ['Zwischensumme', '0,00 €'],
      ['Versand', 'wird im Checkout berechnet'],
      ['Gesamtsumme (inkl. MwSt.)', '0,00 €'],
    ])
  })

  it('label a discount without a label as Rabatt and fall back to the site currency', async () => {
    const commerce = createCommerce()
    commerce.cart.setState((state) => ({
      prices: {
        ...state.prices,
        discounts: [{ label: '', amount: { value: 2.5, currency: '' } }],
        grand_total: { value: -0, currency: '' },
      },
    }))
    const { container } = await renderAndHydrate(
      withStorefront(withCommerce(<CartTotals />, commerce)),
    )
    expect(totals(container)).toContainEqual(['Rabatt', '-2,50 €'])
    expect(totals(container)).toContainEqual(['Gesamtsumme (inkl. MwSt.)', '0,00 €'])
  })
})
