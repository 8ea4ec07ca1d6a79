import { describe, expect, it } from 'vitest'
import { elementOf, pageWith } from './testing/pages'
import { magnesium, omegaFamily, vitaminD3, zinc } from './testing/commerce'
import { asListed } from '../shop'
import { pageProductSkus, pageShowsCart } from './page-products'

const listingOf = (items: unknown[]) =>
  elementOf('product_listing', {
    pageSize: 12,
    listing: { kind: 'result', path: '/produkte', query: {}, result: { items } },
  })

describe('page products', () => {
  it("names the skus of a listing's tiles and of a detail with its linked products, once each", () => {
    const detail = elementOf('product_detail', {
      urlKey: 'magnesium-400',
      detail: { product: magnesium, related: [vitaminD3], crosssell: [zinc, vitaminD3] },
    })
    expect(pageProductSkus(pageWith(listingOf([vitaminD3, magnesium]))).split('\n')).toEqual([
      'VIT-D3',
      'MAG-400',
    ])
    expect(pageProductSkus(pageWith(detail, listingOf([magnesium]))).split('\n')).toEqual([
      'MAG-400',
      'ZINC-OUT',
      'VIT-D3',
    ])
  })

  it("names a listed family in its size by the family's sku, which refetches it whole", () => {
    const listed = asListed(omegaFamily)
    expect(listed.sku).not.toBe(omegaFamily.sku)
    const related = elementOf('product_detail', {
      urlKey: 'magnesium-400',
      detail: { product: magnesium, related: [listed], crosssell: [] },
    })
    expect(pageProductSkus(pageWith(listingOf([listed]))).split('\n')).toEqual([omegaFamily.sku])
    expect(pageProductSkus(pageWith(related)).split('\n')).toEqual(['MAG-400', omegaFamily.sku])
  })

  it('names none for a page without products, an unfilled listing or a failed one', () => {
    expect(pageProductSkus(pageWith(elementOf('text')))).toBe('')
    expect(pageProductSkus(pageWith(elementOf('product_listing', { listing: null })))).toBe('')
    const failed = elementOf('product_listing', {
      listing: { kind: 'error', path: '/produkte', query: {} },
    })
    expect(pageProductSkus(pageWith(failed))).toBe('')
    expect(pageProductSkus(null)).toBe('')
  })

  it('shows the cart only where a cart element is', () => {
    expect(pageShowsCart(pageWith(elementOf('product_listing')))).toBe(false)
    expect(pageShowsCart(pageWith(elementOf('shortcut', { shortcut: [elementOf('cart')] })))).toBe(
      true,
    )
  })
})
