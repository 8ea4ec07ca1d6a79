import { describe, expect, it } from 'vitest'
import {
  asksForNoPage,
  changed,
  clearedFilters,
  EMPTY_LISTING_QUERY,
  hasFilters,
  listingSearch,
  parseListingQuery,
} from './listing-query'

const parse = (search: string) => parseListingQuery(new URLSearchParams(search))

describe('parseListingQuery', () => {
  it('reads every filter, the sort, the page and the search when they are well-formed', () => {
    expect(
      parse(
        'q=+Magnesium++400+&category=MTI%3D&line=vitalis-basis&kind=kapsel&price=10_20&stock=1&sort=price-desc&page=3',
      ),
    ).toEqual({
      q: 'Magnesium 400',
      category: 'MTI=',
      line: 'vitalis-basis',
      type: 'kapsel',
      price: '10_20',
      stock: true,
      sort: 'price-desc',
      page: 3,
    })
  })

  it('ignores values the shop could not have sent, so they cost no cache entry', () => {
    expect(
      parse('category=%3Cscript%3E&line=a%20b&price=10-20&stock=yes&sort=random&page=0'),
    ).toEqual(EMPTY_LISTING_QUERY)
    expect(parse('page=99999').page).toBe(1)
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(100)
  })

  it('counts the first value of a repeated parameter, as the cache key does', () => {
    expect(parse('sort=name&sort=price').sort).toBe('name')
  })
})

describe('asksForNoPage', () => {
  const asks = (search: string) => asksForNoPage(new URLSearchParams(search))

  it('is true for a page value that is no page number, which reads as page 1 all the same', () => {
    for (const search of ['page=abc', 'page=-1', 'page=1.5', 'page=0', 'page=501', 'page=1e2']) {
      expect(asks(search), search).toBe(true)
      expect(parse(search).page, search).toBe(1)
    }
  })

  it('is false for a page number, and for no page or an empty one (a GET form names every field)', () => {
    for (const search of ['page=1', 'page=2', 'page=500', 'page=', 'sort=name', '']) {
      expect(asks(search), search).toBe(false)
    }
    expect(parse('page=500').page).toBe(500)
  })
})

describe('listingSearch', () => {
  it('writes one canonical address per list: fixed order, defaults left out', () => {
    expect(listingSearch(parse('page=1&sort=recommended&stock=0'))).toBe('')
    expect(listingSearch(parse('sort=name&stock=1&q=zink&page=2'))).toBe(
      '?q=zink&stock=1&sort=name&page=2',
    )
  })

  it('round-trips: parsing a written query gives the query back', () => {
    const query = parse(
      'q=d3&category=MTE%3D&line=basis&kind=t&price=40_*&stock=1&sort=newest&page=2',
    )
    expect(parse(listingSearch(query).slice(1))).toEqual(query)
  })
})

describe('changes', () => {
  it('starts again at page 1 when a filter changes, and clearing keeps the search', () => {
    const query = parse('q=d3&line=basis&page=4')
    expect(changed(query, { stock: true })).toMatchObject({ page: 1, stock: true, line: 'basis' })
    expect(clearedFilters(query)).toEqual({ ...EMPTY_LISTING_QUERY, q: 'd3' })
    expect(hasFilters(query)).toBe(true)
    expect(hasFilters(parse('q=d3&sort=name'))).toBe(false)
  })
})
