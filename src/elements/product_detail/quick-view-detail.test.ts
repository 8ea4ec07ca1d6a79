import { describe, expect, it } from 'vitest'
import type { Page, PagePayload } from '../../lib/page'
import { productDetailElement } from '../testing'
import { productDetailInPayload } from './quick-view-detail'

const pageWith = (content: Page['content']): PagePayload =>
  ({ kind: 'page', status: 200, page: { content } as Page }) as PagePayload

describe('productDetailInPayload', () => {
  it("finds the product's detail on its detail page", () => {
    const payload = pageWith({ colPos0: [productDetailElement] })
    expect(productDetailInPayload(payload, 'magnesium-400')?.product.sku).toBe('MAG-400')
  })

  it('finds nothing for another product, on the not-found page, or without a detail', () => {
    expect(productDetailInPayload(pageWith({ colPos0: [productDetailElement] }), 'zink')).toBeNull()
    expect(productDetailInPayload({ kind: 'not-found', status: 404, page: null }, 'x')).toBeNull()
    const unfilled = { ...productDetailElement, content: { urlKey: 'magnesium-400', detail: null } }
    expect(productDetailInPayload(pageWith({ colPos0: [unfilled] }), 'magnesium-400')).toBeNull()
  })
})
