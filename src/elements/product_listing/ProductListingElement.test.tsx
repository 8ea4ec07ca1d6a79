// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useCart } from '../../cart'
import { productListingElement } from '../testing'
import {
  createCommerce,
  productFixture,
  withCommerce,
  type CommerceOptions,
} from '../testing/commerce'
import {
  Elements,
  cleanupHydrated,
  column,
  renderAndHydrate,
  withStorefront,
} from '../testing/harness'
import { element } from '../testing/text-elements'

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

const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    productFixture({ id: `${index + 1}`, sku: `P${index}`, name: `P${index}`, final: 5 }),
  )

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

  it("applies the 'from' label across the listing's products", async () => {
    const { container } = await mountListing()
    const withFrom = [...container.querySelectorAll('.ce-product-tile')]
      .filter((tile) => tile.querySelector('.ce-product-price__from'))
      .map((tile) => text(tile.querySelector('.ce-product-tile__name')))
    // Magnesium 400 holds the highest final price of the page.
    expect(withFrom).toEqual(['Vitamin D3', 'Zink'])
  })

  it('loads the first image eagerly when the listing opens the page', async () => {
    const { container } = await mountListing()
    const images = [...container.querySelectorAll('img')]
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
  })

  it('shows an accessible loading state until the catalogue arrives, then the tiles', async () => {
    const { container, commerce } = await mountListing({}, { products: null })
    const status = container.querySelector('[role="status"]')
    expect(status?.getAttribute('aria-busy')).toBe('true')
    expect(text(status)).toBe('Produkte werden geladen …')
    // One row of placeholders at most, so the grid does not jump when the tiles arrive.
    expect(container.querySelectorAll('.ce-product-listing__placeholder')).toHaveLength(4)

    await act(async () => {
      await commerce.catalogue.getState().refresh(commerce.shop, 42)
    })
    expect(container.querySelector('[aria-busy]')).toBeNull()
    expect(names(container)).toEqual(['Vitamin D3', 'Magnesium 400', 'Zink'])
  })

  it('says so when the catalogue has no products', async () => {
    const { container } = await mountListing({}, { products: [] })
    expect(text(container.querySelector('.ce-product-listing__empty'))).toBe(
      'Keine Produkte gefunden.',
    )
    expect(container.querySelector('[aria-busy]')).toBeNull()
  })

  it('shows a page of products and the next page on request', async () => {
    const { container } = await mountListing({ pageSize: 2 }, { products: many(5) })
    expect(names(container)).toEqual(['P0', 'P1'])
    const more = () =>
      [...container.querySelectorAll('button')].find((button) =>
        button.textContent?.includes('Weitere Produkte'),
      )
    await act(async () => more()?.click())
    expect(names(container)).toEqual(['P0', 'P1', 'P2', 'P3'])
    await act(async () => more()?.click())
    expect(names(container)).toHaveLength(5)
    expect(more()).toBeUndefined()
  })

  it('falls back to a page of 12 when the CMS sends no usable page size', async () => {
    const { container } = await mountListing(
      { pageSize: null, categoryId: 'x' },
      { products: many(15) },
    )
    expect(names(container)).toHaveLength(12)
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
