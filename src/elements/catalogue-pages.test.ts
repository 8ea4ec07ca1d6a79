import { describe, expect, it } from 'vitest'
import type { ContentElement, Page } from '../lib/page'
import { pageNeedsCatalogue, pageShowsCart } from './catalogue-pages'

const element = (type: string, content: Record<string, unknown> = {}): ContentElement => ({
  id: 1,
  type,
  colPos: 0,
  appearance: { layout: '', frameClass: '', spaceBefore: '', spaceAfter: '' },
  content,
})
const pageWith = (...elements: ContentElement[]) =>
  ({ content: { colPos0: elements } }) as unknown as Page

describe('catalogue pages', () => {
  it('needs the catalogue for a listing, also inside a shortcut, and not for the cart', () => {
    expect(pageNeedsCatalogue(pageWith(element('text'), element('product_listing')))).toBe(true)
    const listing = element('product_listing')
    expect(pageNeedsCatalogue(pageWith(element('shortcut', { shortcut: [listing] })))).toBe(true)
    expect(pageNeedsCatalogue(pageWith(element('cart')))).toBe(false)
    expect(pageNeedsCatalogue(pageWith(element('text')))).toBe(false)
    expect(pageNeedsCatalogue(null)).toBe(false)
  })
  it('shows the cart only where a cart element is', () => {
    expect(pageShowsCart(pageWith(element('product_listing')))).toBe(false)
    expect(pageShowsCart(pageWith(element('shortcut', { shortcut: [element('cart')] })))).toBe(true)
  })
})
