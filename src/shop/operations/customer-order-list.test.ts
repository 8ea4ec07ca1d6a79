import { describe, expect, it } from 'vitest'
import type { ShopClient, ShopVariables } from '../client/shop-result'
import { CUSTOMER_ORDERS_QUERY, fetchCustomerOrders } from './customer-order-list'

/** A client answering every query with `data`, noting what it was asked. */
const clientAnswering = (data: unknown) => {
  const asked: [string, ShopVariables | undefined][] = []
  const client = {
    query: (document: string, variables?: ShopVariables) => {
      asked.push([document, variables])
      return Promise.resolve({ ok: true, data })
    },
  } as unknown as ShopClient
  return { client, asked }
}

const order = (number: string) => ({
  id: number,
  number,
  order_date: '2026-03-15 10:00:00',
  status: 'Complete',
  total: { grand_total: { value: 41.29, currency: 'EUR' } },
})

describe('fetchCustomerOrders', () => {
  it('asks for one page and reads the page the shop answered from page_info', async () => {
    const { client, asked } = clientAnswering({
      customer: {
        orders: {
          total_count: 12,
          page_info: { current_page: 2, total_pages: 2 },
          items: [order('100000011'), null, order('100000012')],
        },
      },
    })
    const result = await fetchCustomerOrders(client, { currentPage: 9, pageSize: 10 })
    expect(asked).toEqual([[CUSTOMER_ORDERS_QUERY, { currentPage: 9, pageSize: 10 }]])
    expect(result).toEqual({
      ok: true,
      data: {
        orders: [
          expect.objectContaining({ number: '100000011', status: 'Complete' }),
          expect.objectContaining({ number: '100000012' }),
        ],
        currentPage: 2,
        totalPages: 2,
        totalCount: 12,
      },
    })
  })

  it('counts the pages itself when the shop sends no page_info', async () => {
    const { client } = clientAnswering({
      customer: { orders: { total_count: 21, items: [order('1')] } },
    })
    const result = await fetchCustomerOrders(client, { currentPage: 3, pageSize: 10 })
    expect(result).toMatchObject({ ok: true, data: { currentPage: 3, totalPages: 3 } })
  })
})
