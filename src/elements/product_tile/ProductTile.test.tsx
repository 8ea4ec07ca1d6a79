// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Product } from '../../shop'
import {
  createCommerce,
  magnesium,
  productFixture,
  vitaminD3,
  withCommerce,
  zinc,
  type Commerce,
} from '../testing/commerce'
import { cleanupHydrated, renderAndHydrate, renderStatic, withStorefront } from '../testing/harness'
import { ProductTile, type ProductTileProps } from './ProductTile'

/** Text as read, with the no-break spaces of Intl's currency format as plain spaces. */
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim()

const tile = (props: Partial<ProductTileProps> & { product: Product }, commerce?: Commerce) =>
  withStorefront(withCommerce(<ProductTile {...props} />, commerce))

const staticTile = (props: Partial<ProductTileProps> & { product: Product }) =>
  renderStatic(tile(props))

/** Lets the fake shop's answers (microtasks) arrive and React render them. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Holds the shop's answers until released, so a test can look at the pending state. */
function holdShopAnswers({ shop }: Commerce) {
  let release = () => undefined as void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const mutate = shop.mutate
  shop.mutate = async (...args) => {
    await gate
    return mutate(...args)
  }
  return release
}

async function mountTile(product: Product, commerce = createCommerce()) {
  const result = await renderAndHydrate(tile({ product }, commerce))
  expect(result.mismatches).toEqual([])
  const { container } = result
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')
  const input = container.querySelector<HTMLInputElement>('input[type="number"]')
  if (!button || !input) throw new Error('the tile has no add-to-cart form')
  return { container, button, input, commerce }
}

const percentOff = (percent: number) =>
  // No 30-day price, so the badge is the shop's percent_off (SPEC.md section 5).
  productFixture({
    id: '9',
    sku: 'X',
    name: 'X',
    final: 10,
    regular: 12,
    percentOff: percent,
    omnibus: null,
  })

/** 9,95 € now, 12,95 € regular, and the given lowest price of the last 30 days. */
const reducedFrom1295 = (omnibus: number) =>
  productFixture({ id: '9', sku: 'X', name: 'X', final: 9.95, regular: 12.95, omnibus })

describe('ProductTile', () => {
  afterEach(cleanupHydrated)

  it('shows name, image with its size, base price and the price in the site locale', () => {
    const container = staticTile({ product: vitaminD3 })
    expect(text(container.querySelector('h3'))).toBe('Vitamin D3')
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://shop.test/media/VIT-D3.jpg')
    expect(image?.getAttribute('width')).toBe('480')
    expect(image?.getAttribute('height')).toBe('480')
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(image?.hasAttribute('fetchpriority')).toBe(false)
    expect(text(container.querySelector('.ce-product-price__final'))).toBe('9,95 €')
    expect(text(container.querySelector('.ce-product-tile__unit'))).toBe('331,67 € / 1 kg')
    expect(container.querySelector('article')?.getAttribute('aria-labelledby')).toBe(
      container.querySelector('h3')?.id,
    )
  })

  it('loads the image eagerly with high priority when it is the priority tile', () => {
    const image = staticTile({ product: vitaminD3, priority: true }).querySelector('img')
    expect(image?.getAttribute('loading')).toBe('eager')
    expect(image?.getAttribute('fetchpriority')).toBe('high')
  })

  it('offers a quick view button only where the listing gives one, once the page runs', async () => {
    const withUrlKey = { ...vitaminD3, url_key: 'vitamin-d3' }
    const onQuickView = () => undefined
    // The server's tile has none: the dialog opens with JavaScript.
    expect(
      staticTile({ product: withUrlKey, onQuickView }).querySelector('[data-quick-view]'),
    ).toBeNull()
    const plain = await renderAndHydrate(tile({ product: withUrlKey }))
    expect(plain.container.querySelector('[data-quick-view]')).toBeNull()
    cleanupHydrated()
    const { container, mismatches } = await renderAndHydrate(
      tile({ product: withUrlKey, onQuickView }),
    )
    expect(mismatches).toEqual([])
    const button = container.querySelector<HTMLButtonElement>('[data-quick-view="vitamin-d3"]')
    expect(button?.getAttribute('aria-haspopup')).toBe('dialog')
    expect(text(button)).toBe('Schnellansicht')
    expect(button?.getAttribute('aria-describedby')).toBe(container.querySelector('h3')?.id)
    cleanupHydrated()
    // A cart item has no url key, hence no page to show: no button.
    const noKey = await renderAndHydrate(tile({ product: vitaminD3, onQuickView }))
    expect(noKey.container.querySelector('[data-quick-view]')).toBeNull()
  })

  it('keeps the image box without an image', () => {
    const container = staticTile({ product: { ...vitaminD3, cartImage: null } })
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.ce-product-tile__image--missing')).not.toBeNull()
  })

  it.each([
    [0, null],
    [4.4, null],
    // SPEC.md section 5: the *rounded* percent counts, so 4.6 % is a 5 % badge.
    [4.6, '-5%'],
    [5, '-5%'],
    [14.45, '-14%'],
  ])('shows the discount badge for %s percent off as %s', (percent, badge) => {
    const element = staticTile({ product: percentOff(percent) }).querySelector(
      '.ce-product-tile__badge',
    )
    expect(element ? text(element) : null).toBe(badge)
  })

  it('strikes the 30-day lowest price through, not the regular price, and names it', () => {
    // 14,50 € now, 16,95 € regular, 14,95 € the lowest of 30 days: -3 % is no badge.
    const container = staticTile({ product: magnesium })
    expect(text(container.querySelector('.ce-product-price__final'))).toBe('14,50 €')
    expect(text(container.querySelector('s.ce-product-price__regular'))).toBe('statt 14,95 €')
    expect(text(container.querySelector('.ce-product-price__omnibus'))).toBe(
      'Niedrigster Preis der letzten 30 Tage: 14,95 €',
    )
    expect(container.querySelector('.ce-product-tile__badge')).toBeNull()
  })

  it('announces the reduction from the 30-day low in the badge and the struck price', () => {
    // The demo's Magnesium 400: it used to say "-23% · 9,95 € statt 12,95 €".
    const container = staticTile({ product: reducedFrom1295(11.95) })
    expect(text(container.querySelector('.ce-product-tile__badge'))).toBe('-17%')
    expect(text(container.querySelector('s.ce-product-price__regular'))).toBe('statt 11,95 €')
  })

  it('announces no reduction when the price is not below its 30-day low', () => {
    const container = staticTile({ product: reducedFrom1295(9.95) })
    expect(container.querySelector('.ce-product-tile__badge')).toBeNull()
    expect(container.querySelector('s')).toBeNull()
    expect(container.querySelector('.ce-product-price__omnibus')).toBeNull()
  })

  it('shows neither a struck price nor the 30-day price when not reduced', () => {
    const container = staticTile({ product: vitaminD3 })
    expect(container.querySelector('s')).toBeNull()
    expect(container.querySelector('.ce-product-price__omnibus')).toBeNull()
  })

  it('shows negative zero as 0,00 €', () => {
    const product = productFixture({ id: '9', sku: 'X', name: 'X', final: -0, omnibus: null })
    expect(text(staticTile({ product }).querySelector('.ce-product-price__final'))).toBe('0,00 €')
  })

  it('counts a missing price as 0 in the site currency', () => {
    const minimum = vitaminD3.price_range.minimum_price
    const missing = { value: undefined, currency: '' } as unknown as Product['omnibus_price']
    const product: Product = {
      ...vitaminD3,
      price_range: {
        minimum_price: { ...minimum, final_price: missing!, regular_price: missing! },
      },
    }
    expect(text(staticTile({ product }).querySelector('.ce-product-price__final'))).toBe('0,00 €')
  })

  it("shows no 'from' label on a simple product: its page has its one price (SPEC.md section 5)", () => {
    // Vitamin D3 and Zink are cheaper than Magnesium 400, but they are other products' pages.
    for (const product of [vitaminD3, magnesium, zinc]) {
      expect(staticTile({ product }).querySelector('.ce-product-price__from')).toBeNull()
    }
  })

  it('sends the add button disabled and enables it once the page runs (no lost early click)', async () => {
    const server = staticTile({ product: magnesium })
    expect(server.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true)

    const { container } = await renderAndHydrate(tile({ product: magnesium }))
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false)
  })

  it('disables quantity and button and says so when out of stock', async () => {
    const { container, button, input, commerce } = await mountTile(zinc)
    expect(button.disabled).toBe(true)
    expect(input.disabled).toBe(true)
    expect(text(container.querySelector('.ce-product-tile__stock'))).toBe('Derzeit nicht lieferbar')
    await act(async () => button.click())
    await settle()
    expect(commerce.shop.calls).toEqual([])
  })

  it('adds the product through the shop, busy while the call runs', async () => {
    const { button, input, commerce } = await mountTile(magnesium)
    expect(button.getAttribute('aria-describedby')).toBe(
      button.closest('article')?.getAttribute('aria-labelledby'),
    )
    const release = holdShopAnswers(commerce)
    await typeInto(input, '3')
    await act(async () => button.click())
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.className).not.toContain('--added')
    release()
    await settle()

    expect(commerce.shop.calls.map((call) => call.operation)).toEqual([
      'createGuestCart',
      'addProductsToCart',
    ])
    expect(commerce.shop.calls[1]?.variables['cartItems']).toEqual([
      { sku: 'MAG-400', quantity: 3 },
    ])
    expect(commerce.state().itemsCount).toBe(3)
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(button.className).toContain('ce-add-to-cart__button--added')
    expect(text(button)).toBe('In den Warenkorb')
  })

  it.each(['0', '', '1000', '1.5', '-2'])(
    'sends nothing and explains when the quantity is %j',
    async (quantity) => {
      const { container, button, input, commerce } = await mountTile(vitaminD3)
      await typeInto(input, quantity)
      await act(async () => button.click())
      await settle()

      expect(commerce.shop.calls).toEqual([])
      expect(input.getAttribute('aria-invalid')).toBe('true')
      const error = container.querySelector('[role="alert"]')
      expect(text(error)).toBe('Bitte geben Sie eine Menge zwischen 1 und 999 an.')
      expect(input.getAttribute('aria-describedby')).toContain(error?.id)
    },
  )
})
