import { describe, expect, it } from 'vitest'
import { parseListingQuery } from '../../shop'
import { activeFilterCount } from './active-filter-count'

const parse = (search: string) => parseListingQuery(new URLSearchParams(search))

describe('activeFilterCount', () => {
  it('counts the filters the drawer holds, not the category, the search or the sort', () => {
    expect(activeFilterCount(parse('category=MTI%3D&q=zink&sort=name&page=2'))).toBe(0)
    expect(activeFilterCount(parse('line=basis&kind=kapsel&price=10_20&stock=1'))).toBe(4)
    expect(activeFilterCount(parse('stock=1&sort=price'))).toBe(1)
  })
})
