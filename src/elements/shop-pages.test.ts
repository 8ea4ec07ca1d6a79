import { describe, expect, it } from 'vitest'
import { elementOf, pageWith } from './testing/pages'
import { pageNeedsShop, SHOP_ELEMENT_TYPES } from './shop-pages'

describe('pageNeedsShop', () => {
  it.each(SHOP_ELEMENT_TYPES)('needs the shop for a page holding %s', (type) => {
    expect(pageNeedsShop(pageWith(elementOf('text'), elementOf(type)))).toBe(true)
  })

  it('finds the guest order lookup inside a shortcut too', () => {
    const lookup = elementOf('order_lookup')
    expect(pageNeedsShop(pageWith(elementOf('shortcut', { shortcut: [lookup] })))).toBe(true)
  })

  it('leaves content and product pages alone', () => {
    expect(pageNeedsShop(pageWith(elementOf('text'), elementOf('product_listing')))).toBe(false)
    expect(pageNeedsShop(pageWith())).toBe(false)
    expect(pageNeedsShop(null)).toBe(false)
  })
})
