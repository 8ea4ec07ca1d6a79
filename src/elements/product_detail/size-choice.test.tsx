// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TrackingContext, type EcommerceView } from '../../lib/tracking'
import { CUSTOMER_TOKEN, tokenCookie } from '../../shop/testing'
import { createCommerce, omegaFamily } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'
import { productDetailElement } from '../testing'
import { element } from '../testing/element'
import type { ProductDetail } from './product-detail'

/** Text as read, with the no-break spaces of Intl's currency format as plain spaces. */
const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim()

/** Lets the fake shop's answers (microtasks) arrive and React render them. */
/** Lets the fake shop answer and React render; a first wishlist change loads its code first. */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled()
    await new Promise<void>((resolve) => setTimeout(resolve, 0))
  })

const fixture = (productDetailElement.content as { detail: ProductDetail }).detail
const detail: ProductDetail = {
  ...fixture,
  product: omegaFamily,
  related: [],
  crosssell: [],
  facts: { ...fixture.facts, pzn: '00000000' },
  sizeFacts: {
    'OMEGA-1': { pzn: '11111111', netQuantity: '60 g' },
    'OMEGA-2': { pzn: '22222222', netQuantity: '120 g' },
  },
}

const page = (size: string | null, commerce = createCommerce()) =>
  column(
    [element(807, 'product_detail', { urlKey: 'omega', detail, size, urlKeys: {} })],
    {},
    commerce,
  )

const radios = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement>('.ce-size-choice input[type="radio"]'),
]

const pzn = (container: HTMLElement) =>
  [...container.querySelectorAll('.ce-product-facts th')].find((term) => text(term) === 'PZN')
    ?.nextElementSibling?.textContent ?? null

describe('the pack sizes of a product page', () => {
  afterEach(() => {
    cleanupHydrated()
    window.history.replaceState(null, '', '/')
  })

  it('offers the sizes as a radio group with label, price and base price, the sold out one not choosable', async () => {
    const { container, mismatches } = await renderAndHydrate(page(null))
    expect(mismatches).toEqual([])
    const group = container.querySelector('fieldset.ce-size-choice')
    expect(text(group?.querySelector('legend'))).toBe('Packungsgröße')
    expect(radios(container).map((radio) => [radio.value, radio.checked, radio.disabled])).toEqual([
      ['OMEGA-1', true, false],
      ['OMEGA-2', false, false],
      ['OMEGA-3', false, true],
    ])
    const labels = [...container.querySelectorAll('.ce-size-choice__option')].map(text)
    expect(labels[0]).toBe('60 Kapseln 9,95 € 331,67 € / 1 kg')
    expect(labels[2]).toBe('240 Kapseln 32,95 € 331,67 € / 1 kg Derzeit nicht lieferbar')
    // Each radio is named by its label.
    for (const radio of radios(container)) {
      expect(container.querySelector(`label[for="${radio.id}"]`)).not.toBeNull()
    }
  })

  it('preselects the size the address names', async () => {
    const { container } = await renderAndHydrate(page('OMEGA-2'))
    expect(radios(container).find((radio) => radio.checked)?.value).toBe('OMEGA-2')
    expect(text(container.querySelector('.ce-product-price__final'))).toBe('17,95 €')
    expect(pzn(container)).toBe('22222222')
  })

  it('changes price, PZN and what is added without a page load, and writes the size into the address', async () => {
    const commerce = createCommerce()
    window.history.replaceState(null, '', '/produkte/omega?sort=x')
    const { container } = await renderAndHydrate(page(null, commerce))
    expect(text(container.querySelector('.ce-product-price__final'))).toBe('9,95 €')
    expect(container.querySelector('.ce-product-price__from')).not.toBeNull()
    expect(pzn(container)).toBe('11111111')

    await act(async () => radios(container)[1]?.click())
    expect(text(container.querySelector('.ce-product-price__final'))).toBe('17,95 €')
    expect(pzn(container)).toBe('22222222')
    expect(window.location.pathname + window.location.search).toBe(
      '/produkte/omega?sort=x&variant=OMEGA-2',
    )
    // 120 capsules are not the most expensive size: still 'from'.
    expect(container.querySelector('.ce-product-price__from')).not.toBeNull()

    const button = container.querySelector<HTMLButtonElement>(
      '.ce-product-detail__buy button[type="submit"]',
    )
    await act(async () => button?.click())
    await settle()
    expect(commerce.shop.calls[1]?.variables['cartItems']).toEqual([
      { sku: 'OMEGA', quantity: 1, selected_options: [btoa('configurable/93/11')] },
    ])
    const [line] = commerce.state().items
    expect(line?.product).toMatchObject({ sku: 'OMEGA-2', name: 'Omega-3', size: '120 Kapseln' })
  })

  it('tells analytics of each size seen, once, by its own sku and price', async () => {
    const views: string[] = []
    const tracking = {
      siteSearch: () => undefined,
      ecommerceView: (view: EcommerceView) => {
        if (view.kind === 'product') views.push(`${view.sku} ${view.price}`)
      },
    }
    const { container } = await renderAndHydrate(
      <TrackingContext.Provider value={tracking}>{page(null)}</TrackingContext.Provider>,
    )
    expect(views).toEqual(['OMEGA-1 9.95'])
    await act(async () => radios(container)[1]?.click())
    expect(views).toEqual(['OMEGA-1 9.95', 'OMEGA-2 17.95'])
  })

  it('cannot choose the size out of stock', async () => {
    const { container } = await renderAndHydrate(page(null))
    await act(async () => radios(container)[2]?.click())
    expect(radios(container).find((radio) => radio.checked)?.value).toBe('OMEGA-1')
    expect(window.location.search).toBe('')
  })

  it("puts the chosen size on a customer's wishlist, and the heart follows the size", async () => {
    const commerce = createCommerce({ cookies: tokenCookie() })
    const { container } = await renderAndHydrate(page(null, commerce))
    await settle()
    const heart = () => container.querySelector<HTMLButtonElement>('.ce-wishlist-button button')!
    await act(async () => radios(container)[1]?.click())
    await act(async () => heart().click())
    await settle()
    expect(heart().getAttribute('aria-pressed')).toBe('true')
    expect(commerce.shop.state.wishlists?.get(CUSTOMER_TOKEN)?.items).toMatchObject([
      { sku: 'OMEGA-2', quantity: 1 },
    ])
    // Another size is another item: not on the wishlist.
    await act(async () => radios(container)[0]?.click())
    expect(heart().getAttribute('aria-pressed')).toBe('false')
  })
})
