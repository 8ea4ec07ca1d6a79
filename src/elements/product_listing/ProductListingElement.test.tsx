// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { EMPTY_LISTING_QUERY, useCart } from '../../shop'
import { productListingElement } from '../testing'
import { createCommerce, withCommerce, type CommerceOptions } from '../testing/commerce'
import { listingFillOf } from '../testing/listing-fill'
import {
  Elements,
  cleanupHydrated,
  column,
  renderAndHydrate,
  withStorefront,
} from '../testing/harness'
import { element } from '../testing/element'

const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim()

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

/** The header's cart count, as the app shell shows it: proof that the page sees the cart. */
function CartCount() {
  const count = useCart((state) => state.itemsCount)
  return <output className="probe-count">{count}</output>
}

const listing = (content: Record<string, unknown> = {}) =>
  element(811, 'product_listing', { ...productListingElement.content, ...content })

async function mountListing(content: Record<string, unknown> = {}, options: CommerceOptions = {}) {
  const commerce = createCommerce(options)
  const tree = withStorefront(
    withCommerce(
      <>
        <CartCount />
        <Elements elements={[listing(content)]} />
      </>,
      commerce,
    ),
  )
  const result = await renderAndHydrate(tree)
  expect(result.mismatches).toEqual([])
  return { ...result, commerce }
}

const names = (container: HTMLElement) =>
  [...container.querySelectorAll('.ce-product-tile__name')].map((node) => text(node))

describe('product_listing', () => {
  afterEach(cleanupHydrated)

  it('has the tiles and their prices in the server HTML and hydrates without errors', async () => {
    const server = createCommerce()
    const browser = createCommerce()
    const result = await renderAndHydrate(
      column([productListingElement], {}, server),
      column([productListingElement], {}, browser),
    )
    expect(result.mismatches).toEqual([])
    expect(result.html).toContain('Magnesium 400')
    expect(result.html).toMatch(/14,50\s€/)
    expect(names(result.container)).toEqual(['Vitamin D3', 'Magnesium 400', 'Zink'])
  })

  it('gives the tiles the heading level below the element header', async () => {
    const { container } = await mountListing()
    expect(container.querySelector('h3')?.textContent).toBe('Alle Produkte')
    expect(container.querySelectorAll('h4.ce-product-tile__name')).toHaveLength(3)
  })

  it("shows no 'from' label on simple products, however the listing's other prices compare", async () => {
    const { container } = await mountListing()
    // Three prices, Magnesium 400 the dearest: each tile is still one product's one price.
    expect(container.querySelectorAll('.ce-product-tile')).toHaveLength(3)
    expect(container.querySelector('.ce-product-price__from')).toBeNull()
  })

  it('loads the first image eagerly when the listing opens the page', async () => {
    const { container } = await mountListing()
    const images = [...container.querySelectorAll('img')]
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
  })

  it("shows the shop's refetched prices once the browser has them, keeping the page's until then", async () => {
    const { container, commerce } = await mountListing()
    const vitaminPrice = () =>
      text(
        [...container.querySelectorAll('.ce-product-tile')]
          .find((tile) => tile.textContent?.includes('Vitamin D3'))
          ?.querySelector('.ce-product-price__final'),
      )
    expect(vitaminPrice()).toMatch(/9,95/)
    commerce.shop.state.products = commerce.shop.state.products.map((product) =>
      product.sku === 'VIT-D3' ? { ...product, price: 8.49 } : product,
    )
    await act(async () => {
      await commerce.products.getState().refresh(commerce.shop, ['VIT-D3'])
    })
    expect(vitaminPrice()).toMatch(/8,49/)
    expect(names(container)).toEqual(['Vitamin D3', 'Magnesium 400', 'Zink'])
  })

  it('says so when the shop found nothing for the address', async () => {
    const { container } = await mountListing({ listing: listingFillOf([]) })
    expect(text(container.querySelector('.ce-product-listing__empty'))).toContain(
      'Keine Produkte gefunden.',
    )
    expect(container.querySelector('.ce-product-tile')).toBeNull()
  })

  it('says the products cannot be loaded, with a retry link, when the shop failed with no copy', async () => {
    const { container } = await mountListing({
      listing: { kind: 'error', path: '/produkte', query: { ...EMPTY_LISTING_QUERY, stock: true } },
    })
    const alert = container.querySelector('[role="alert"]')
    expect(text(alert)).toContain('Die Produkte können gerade nicht geladen werden.')
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('/produkte?stock=1')
    expect(container.querySelector('.ce-product-tile')).toBeNull()
  })

  it('adds to the cart through the shop and the cart count follows', async () => {
    const { container, commerce } = await mountListing()
    expect(text(container.querySelector('.probe-count'))).toBe('0')
    const tile = [...container.querySelectorAll('.ce-product-tile')].find((node) =>
      node.textContent?.includes('Vitamin D3'),
    )
    await act(async () => tile?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click())
    await settle()

    expect(commerce.shop.calls.at(-1)?.operation).toBe('addProductsToCart')
    expect(text(container.querySelector('.probe-count'))).toBe('1')
  })
})
