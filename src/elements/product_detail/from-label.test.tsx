// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { Product } from '../../shop'
import { magnesium, vitaminD3, withCommerce, zinc } from '../testing/commerce'
import { column, renderStatic, withStorefront } from '../testing/harness'
import { productDetailElement } from '../testing/shop-elements'
import { element } from '../testing/text-elements'
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
