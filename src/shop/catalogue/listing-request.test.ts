import { describe, expect, it } from 'vitest'
import { parseListingQuery } from './listing-query'
import { listingRequestOf, priceRangeOf } from './listing-request'
import { productListingVariables } from '../operations/product-listing'

const parse = (search: string) => parseListingQuery(new URLSearchParams(search))

describe('listingRequestOf', () => {
  it('maps the query to Magento filter, sort and paging', () => {
    const request = listingRequestOf(
      parse('category=MTI%3D&line=basis&price=10_20&stock=1&sort=newest&page=2'),
      {
        rootCategoryId: 10,
        pageSize: 12,
      },
    )
    expect(productListingVariables(request)).toEqual({
      search: null,
      filter: {
        category_uid: { eq: 'MTI=' },
        product_line: { eq: 'basis' },
        price: { from: '10', to: '20' },
        stock_status: { eq: 'IN_STOCK' },
      },
      sort: { news_from_date: 'DESC' },
      pageSize: 12,
      currentPage: 2,
      rootCategoryId: '10',
      // The category view's neighbours are counted over the root with the same other filters.
      countFilter: {
        category_id: { eq: '10' },
        product_line: { eq: 'basis' },
        price: { from: '10', to: '20' },
        stock_status: { eq: 'IN_STOCK' },
      },
      withCategoryCounts: true,
    })
  })

  it('lists the root category in the shop order without a category or sort', () => {
    const request = listingRequestOf(parse('q=zink&kind=kapsel'), {
      rootCategoryId: 10,
      pageSize: 12,
    })
    expect(productListingVariables(request)).toMatchObject({
      search: 'zink',
      filter: { category_id: { eq: '10' }, dh_product_type: { eq: 'kapsel' } },
      sort: null,
      withCategoryCounts: false,
    })
  })

  it('reads open-ended price ranges', () => {
    expect(priceRangeOf('40_*')).toEqual({ from: '40', to: null })
  })
})
