import { describe, expect, it } from 'vitest'
import { type Data, failure, login, newCustomer, ok } from './helpers'

/**
 * Customer.orders page by page, as Magento answers it: pageSize and currentPage, total_count and
 * page_info; a page beyond the last answers with the last (Magento's order collection), and no
 * order at all gives 0 pages. The demo customer of every store has 13 orders (0002, 0005, 0007, 0014).
 */
const PAGE = `query Page($pageSize: Int!, $currentPage: Int!, $sort: CustomerOrderSortInput) {
  customer { orders(pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count
    page_info { current_page page_size total_pages }
    items { number order_date status }
  } }
}`
const NEWEST_FIRST = { sort_field: 'CREATED_AT', sort_direction: 'DESC' }

const BRANDS = [
  // The recently shipped order of 0014 is the newest.
  ['vitalis', '100000053'],
  ['litozin', '200000054'],
  ['queisser', '300000055'],
  ['stozzon', '400000056'],
] as const

/** One page of the orders a signed-in customer of `brand` sees. */
const pageOf = async (
  { brand, token }: { brand: string; token: string },
  currentPage: number,
  pageSize = 10,
  sort = NEWEST_FIRST,
) => (await ok<Data>(PAGE, { pageSize, currentPage, sort }, { brand, token })).customer.orders

const demoCustomer = async (brand: string) => ({ brand, token: await login(brand) })

describe('the customer’s orders, page by page', () => {
  it.each(BRANDS)(
    '%s: the demo customer has 13 orders, ten on the first page and three on the second',
    async (brand, newest) => {
      const customer = await demoCustomer(brand)
      const first = await pageOf(customer, 1)
      expect(first.total_count).toBe(13)
      expect(first.page_info).toEqual({ current_page: 1, page_size: 10, total_pages: 2 })
      expect(first.items).toHaveLength(10)
      expect(first.items[0].number).toBe(newest)
      const second = await pageOf(customer, 2)
      expect(second.page_info).toEqual({ current_page: 2, page_size: 10, total_pages: 2 })
      expect(second.items).toHaveLength(3)
      // Newest first across the pages, each order once.
      const dates = [...first.items, ...second.items].map((order: Data) => order.order_date)
      expect(dates).toEqual([...dates].sort().reverse())
      const numbers = [...first.items, ...second.items].map((order: Data) => order.number)
      expect(new Set(numbers).size).toBe(13)
      expect(new Set(second.items.map((order: Data) => order.status))).not.toContain('Processing')
    },
  )

  it('answers a page beyond the last with the last page, and says which', async () => {
    const customer = await demoCustomer('queisser')
    const last = await pageOf(customer, 2, 5)
    const beyond = await pageOf(customer, 9, 5)
    expect(beyond.page_info).toEqual({ current_page: 3, page_size: 5, total_pages: 3 })
    expect(beyond.items).toEqual((await pageOf(customer, 3, 5)).items)
    expect(beyond.items).not.toEqual(last.items)
    expect(beyond.items).toHaveLength(3)
  })

  it('gives a customer without orders no items, page 1 of 0', async () => {
    const { token } = await newCustomer()
    expect(await pageOf({ brand: 'vitalis', token }, 3)).toEqual({
      total_count: 0,
      page_info: { current_page: 1, page_size: 10, total_pages: 0 },
      items: [],
    })
  })

  it('sorts by number or date in either direction', async () => {
    const customer = await demoCustomer('stozzon')
    const newest = await pageOf(customer, 1, 13)
    const oldest = await pageOf(customer, 1, 13, {
      sort_field: 'CREATED_AT',
      sort_direction: 'ASC',
    })
    expect(oldest.items).toEqual([...newest.items].reverse())
    const byNumber = await pageOf(customer, 1, 13, { sort_field: 'NUMBER', sort_direction: 'ASC' })
    const numbers = byNumber.items.map((order: Data) => Number(order.number))
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
  })

  it('refuses a page or a page size below 1 with Magento’s messages', async () => {
    const token = await login('vitalis')
    expect(
      await failure(PAGE, { pageSize: 10, currentPage: 0, sort: NEWEST_FIRST }, { token }),
    ).toMatchObject({
      category: 'graphql-input',
      message: 'Die Seitenzahl muss größer als 0 sein.',
    })
    expect(
      await failure(PAGE, { pageSize: 0, currentPage: 1, sort: NEWEST_FIRST }, { token }),
    ).toMatchObject({
      category: 'graphql-input',
      message: 'Die Seitengröße muss größer als 0 sein.',
    })
  })
})
