// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CUSTOMER_TOKEN, tokenCookie } from '../../shop/testing'
import { productDetailElement, productListingElement } from '../testing'
import { FIXTURE_PRODUCTS, createCommerce } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'
import { listingFillOf } from '../testing/listing-fill'
import { element } from '../testing/element'
import type { Product } from '../../shop'

/** Lets the shop answer and React render; a tile's heart and a first change load their code first. */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
const button = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('.ce-wishlist-button button')
const status = (container: HTMLElement) =>
  container.querySelector('.ce-wishlist-button [role="status"]')?.textContent

/** The listing as the worker fills it, with these products. */
const listingOf = (products: readonly Product[]) =>
  element(productListingElement.id, 'product_listing', {
    ...productListingElement.content,
    listing: listingFillOf(products),
  })

describe('wishlist button on the product detail page', () => {
  afterEach(cleanupHydrated)

  it('adds the product for a customer, then takes it off again, announcing each', async () => {
    const commerce = createCommerce({ cookies: tokenCookie() })
    const result = await renderAndHydrate(column([productDetailElement], {}, commerce))
    expect(result.mismatches).toEqual([])
    // Disabled until the wishlist is loaded: pressed or not is not known before.
    expect(result.html).toContain('aria-pressed="false"')
    await settle()
    const toggle = button(result.container)!
    expect(toggle.disabled).toBe(false)
    expect(toggle.getAttribute('aria-pressed')).toBe('false')

    await act(async () => toggle.click())
    await settle()
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(status(result.container)).toBe('Magnesium 400 steht jetzt auf Ihrem Merkzettel.')
    expect(commerce.shop.state.wishlists?.get(CUSTOMER_TOKEN)?.items).toMatchObject([
      { sku: 'MAG-400', quantity: 1 },
    ])

    await act(async () => toggle.click())
    await settle()
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(status(result.container)).toBe('Magnesium 400 wurde von Ihrem Merkzettel entfernt.')
    expect(commerce.shop.state.wishlists?.get(CUSTOMER_TOKEN)?.items).toEqual([])
  })

  it('shows a product already on the wishlist as pressed', async () => {
    const commerce = createCommerce({ cookies: tokenCookie() })
    commerce.shop.state.wishlists = new Map([
      [CUSTOMER_TOKEN, { id: 7, items: [{ id: 8, sku: 'MAG-400', quantity: 2 }] }],
    ])
    const result = await renderAndHydrate(column([productDetailElement], {}, commerce))
    await settle()
    expect(button(result.container)?.getAttribute('aria-pressed')).toBe('true')
  })

  it('leads a guest to the login page and back to the product', async () => {
    const result = await renderAndHydrate(column([productDetailElement]))
    expect(result.mismatches).toEqual([])
    const link = result.container.querySelector('.ce-wishlist-button a')
    expect(link?.getAttribute('href')).toBe('/login?redirect=%2Fprodukte%2Fmagnesium-400')
    expect(link?.textContent).toBe('Merken (dafür anmelden)')
    expect(button(result.container)).toBeNull()
  })

  it('puts a heart on every tile for a customer, all read from one load of the wishlist', async () => {
    const products = FIXTURE_PRODUCTS.map((product) => ({
      ...product,
      url_key: product.sku.toLowerCase(),
    }))
    const commerce = createCommerce({ cookies: tokenCookie() })
    commerce.shop.state.wishlists = new Map([
      [CUSTOMER_TOKEN, { id: 7, items: [{ id: 8, sku: 'MAG-400', quantity: 1 }] }],
    ])
    const result = await renderAndHydrate(column([listingOf(products)], {}, commerce))
    expect(result.mismatches).toEqual([])
    await settle()
    const hearts = [
      ...result.container.querySelectorAll<HTMLButtonElement>(
        '.ce-product-tile button[aria-pressed]',
      ),
    ]
    const pressed = () => hearts.map((heart) => heart.getAttribute('aria-pressed'))
    expect(hearts).toHaveLength(products.length)
    // Each heart is named 'Merken' and described by its tile's product name.
    const described = hearts.map(
      (heart) =>
        result.container.querySelector(`#${heart.getAttribute('aria-describedby')}`)?.textContent,
    )
    expect(described).toEqual(products.map((product) => product.name))
    expect(pressed()).toEqual(products.map((product) => String(product.sku === 'MAG-400')))
    expect(commerce.shop.calls.filter((call) => call.operation === 'customer')).toHaveLength(1)

    await act(async () => hearts[0]!.click())
    await settle()
    expect(pressed()[0]).toBe('true')
    expect(
      commerce.shop.state.wishlists.get(CUSTOMER_TOKEN)?.items.map((item) => item.sku),
    ).toEqual(['MAG-400', products[0]!.sku])
  })

  it('puts no heart on the tiles for a guest', async () => {
    const products = FIXTURE_PRODUCTS.map((product) => ({
      ...product,
      url_key: product.sku.toLowerCase(),
    }))
    const result = await renderAndHydrate(column([listingOf(products)], {}, createCommerce()))
    expect(result.mismatches).toEqual([])
    expect(result.container.querySelector('.ce-product-tile .ce-wishlist-button')).toBeNull()
  })
})
