// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { productDetailElement } from '../testing'
import { column, renderStatic } from '../testing/harness'

describe('product detail downloads', () => {
  it("links each of the shop's leaflets, saying it is a PDF, under its own heading", () => {
    const container = renderStatic(column([productDetailElement]))
    const section = container.querySelector('.ce-product-detail__leaflets')
    const heading = section?.querySelector('h2')
    expect(heading?.textContent).toBe('Downloads')
    expect(section?.getAttribute('aria-labelledby')).toBe(heading?.id)
    const link = section?.querySelector('a')
    expect(link?.getAttribute('href')).toBe(
      'https://shop.example/vitalis/leaflets/MAG-400-gebrauchsinformation.pdf',
    )
    expect(link?.getAttribute('type')).toBe('application/pdf')
    expect(link?.textContent).toBe('Gebrauchsinformation(PDF)')
  })
})
