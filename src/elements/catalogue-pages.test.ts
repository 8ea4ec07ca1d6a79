import { describe, expect, it } from 'vitest'
import { elementOf, pageWith } from './testing/pages'
import { pageNeedsCatalogue, pageShowsCart } from './catalogue-pages'

describe('catalogue pages', () => {
  it('needs the catalogue for a listing, also inside a shortcut, and not for the cart', () => {
    expect(pageNeedsCatalogue(pageWith(elementOf('text'), elementOf('product_listing')))).toBe(true)
    const listing = elementOf('product_listing')
    expect(pageNeedsCatalogue(pageWith(elementOf('shortcut', { shortcut: [listing] })))).toBe(true)
    expect(pageNeedsCatalogue(pageWith(elementOf('cart')))).toBe(false)
    expect(pageNeedsCatalogue(pageWith(elementOf('text')))).toBe(false)
    expect(pageNeedsCatalogue(null)).toBe(false)
  })
  it('shows the cart only where a cart element is', () => {
    expect(pageShowsCart(pageWith(elementOf('product_listing')))).toBe(false)
    expect(pageShowsCart(pageWith(elementOf('shortcut', { shortcut: [elementOf('cart')] })))).toBe(
      true,
    )
  })
})
