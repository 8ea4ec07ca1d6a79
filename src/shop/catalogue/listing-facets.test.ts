import { describe, expect, it } from 'vitest'
import type { ProductListingResult } from '../operations/product-listing'
import { facetOptions, namesFacetValues, withKnownFacetValues } from './listing-facets'
import { parseListingQuery } from './listing-query'

const parse = (search: string) => parseListingQuery(new URLSearchParams(search))

/** The unfiltered listing's answer: the catalogue's lines and types, as Magento counts them. */
const catalogue: ProductListingResult = {
  items: [],
  total: 3,
  currentPage: 1,
  totalPages: 1,
  categories: [],
  aggregations: [
    {
      code: 'product_line',
      label: 'Produktlinie',
      options: [{ label: 'Basis', value: 'basis', count: 3 }],
    },
    {
      code: 'dh_product_type',
      label: 'Produktart',
      options: [{ label: 'Kapsel', value: 'kapsel', count: 2 }],
    },
  ],
}

describe('withKnownFacetValues', () => {
  it('drops a line or type the catalogue does not have, and keeps every other choice', () => {
    const query = parse('line=nope&kind=kapsel&sort=name&stock=1&page=2&price=10_20')
    expect(namesFacetValues(query)).toBe(true)
    expect(withKnownFacetValues(query, catalogue)).toEqual({
      ...query,
      line: null,
      type: 'kapsel',
    })
    expect(withKnownFacetValues(parse('kind=tropfen'), catalogue).type).toBeNull()
  })

  it('keeps a known value, which then stays a facet option even where nothing matched', () => {
    const query = withKnownFacetValues(parse('line=basis'), catalogue)
    expect(query.line).toBe('basis')
    const nothing: ProductListingResult = { ...catalogue, total: 0, aggregations: [] }
    expect(facetOptions(nothing, 'product_line', query.line)).toEqual([
      { label: 'basis', value: 'basis', count: 0 },
    ])
  })

  it('has nothing to check without a line or type', () => {
    expect(namesFacetValues(parse('price=10_20&stock=1'))).toBe(false)
  })
})
