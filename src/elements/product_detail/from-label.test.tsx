// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { asListed, inSize, type Product } from '../../shop'
import {
  familyFixture,
  magnesium,
  omegaFamily,
  vitaminD3,
  withCommerce,
  zinc,
} from '../testing/commerce'
import { column, renderStatic, withStorefront } from '../testing/harness'
import { productDetailElement } from '../testing'
import { element } from '../testing/element'
import { ProductTile } from '../product_tile/ProductTile'
import { ProductOverview } from './ProductBuyBox'
import type { ProductDetail } from './product-detail'

/**
 * The 'from' label of one product on its tile, in its quick view and on its detail page (issue
 * 26, point 3): the same, decided by the shop products of the product's own page, never by the
 * other products shown with it. Vitamin D3 (9,95 €) is shown with dearer products everywhere.
 */
const detail = (product: Product): ProductDetail => {
  const fixture = productDetailElement.content as { detail: ProductDetail }
  return { ...fixture.detail, product, related: [magnesium], crosssell: [zinc] }
}
const fromLabels = (container: HTMLElement) =>
  container.querySelectorAll('.ce-product-price__from').length

describe("the 'from' label of a simple product", () => {
  it('is absent on its tile in a listing of dearer and cheaper products', () => {
    for (const product of [vitaminD3, magnesium, zinc]) {
      expect(
        fromLabels(renderStatic(withStorefront(withCommerce(<ProductTile product={product} />)))),
      ).toBe(0)
    }
  })

  it('is absent in its quick view, as on its tile', () => {
    const quickView = renderStatic(
      withStorefront(
        withCommerce(
          <ProductOverview
            product={vitaminD3}
            detail={detail(vitaminD3)}
            nameId="quick"
            name={<h2 id="quick">{vitaminD3.name}</h2>}
            onChooseSize={() => undefined}
          />,
        ),
      ),
    )
    expect(quickView.querySelector('.ce-product-price__final')).not.toBeNull()
    expect(fromLabels(quickView)).toBe(0)
  })

  it('is absent on its detail page, whose related products cost more', () => {
    const page = renderStatic(
      column([element(807, 'product_detail', { urlKey: 'vitamin-d3', detail: detail(vitaminD3) })]),
    )
    // The buying box and the tiles of the related and bought-together products.
    expect(page.querySelectorAll('.ce-product-price__final').length).toBe(3)
    expect(fromLabels(page)).toBe(0)
  })
})

describe("the 'from' label of a family of pack sizes", () => {
  const tile = (product: Product) =>
    renderStatic(withStorefront(withCommerce(<ProductTile product={product} />)))
  /** Its tile as the cart's recommendations carry it (whole) and as a listing does (asListed). */
  const tiles = (family: Product) => [tile(family), tile(asListed(family))]
  const overview = (product: Product) =>
    renderStatic(
      withStorefront(
        withCommerce(
          <ProductOverview
            product={product}
            detail={detail(product)}
            nameId="quick"
            name={<h2 id="quick">{product.name}</h2>}
            onChooseSize={() => undefined}
          />,
        ),
      ),
    )

  it('shows on the tile before the first size in stock when the sizes differ in price', () => {
    for (const shown of tiles(omegaFamily)) {
      expect(fromLabels(shown)).toBe(1)
      expect(shown.querySelector('.ce-product-price__final')?.textContent).toBe('9,95\u00a0€')
      expect(shown.querySelector('.ce-product-tile__size')?.textContent).toBe('60 Kapseln')
    }
  })

  it('shows in the quick view and on the page for every size but the most expensive', () => {
    const [small, middle, large] = omegaFamily.sizes ?? []
    expect(fromLabels(overview(inSize(omegaFamily, small ?? null)))).toBe(1)
    expect(fromLabels(overview(inSize(omegaFamily, middle ?? null)))).toBe(1)
    // The largest is out of stock and still the family's highest price: no 'from' before it.
    expect(fromLabels(overview(inSize(omegaFamily, large ?? null)))).toBe(0)
  })

  it('never shows where all sizes cost the same', () => {
    const equal = familyFixture('TEA', 'Kräutertee', [
      ['20 Beutel', 4.95],
      ['20 Beutel (Dose)', 4.95],
    ])
    for (const shown of tiles(equal)) expect(fromLabels(shown)).toBe(0)
    expect(fromLabels(overview(inSize(equal, equal.sizes?.[1] ?? null)))).toBe(0)
  })

  it('takes the next size in stock when the first is sold out, still cheaper than the last', () => {
    const family = familyFixture('ZINK', 'Zink', [
      ['30 Tabletten', 4.95, false],
      ['60 Tabletten', 8.95],
      ['120 Tabletten', 15.95],
    ])
    for (const shown of tiles(family)) {
      expect(shown.querySelector('.ce-product-price__final')?.textContent).toBe('8,95\u00a0€')
      expect(fromLabels(shown)).toBe(1)
    }
  })
})
