// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { tokenCookie } from '../../shop/testing'
import { accountOrdersElement } from '../testing'
import { createCommerce } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'
import {
  PROCESSING_ORDER,
  SHIPPED_ORDER,
  pastOrders,
  stubOrderActions,
  withOrderActions,
} from '../testing/order-fixtures'

/** The orders list a page at a time: the page in the query, the shop's page_info, the pager. */

const TWELVE = [PROCESSING_ORDER, SHIPPED_ORDER, ...pastOrders(10)]
const PATH = '/konto/bestellungen'

const visit = (search: string) => window.history.replaceState(null, '', `${PATH}${search}`)
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

const showOrders = async (search: string, orders = TWELVE) => {
  visit(search)
  const stub = stubOrderActions({}, orders)
  const commerce = withOrderActions(createCommerce({ cookies: tokenCookie() }), stub.actions)
  const result = await renderAndHydrate(column([accountOrdersElement], {}, commerce))
  await settle()
  const { container } = result
  const pager = () => container.querySelector('nav.ce-pager')
  return {
    ...result,
    calls: stub.calls,
    numbers: () =>
      [...container.querySelectorAll('.ce-account-orders__number')].map((a) =>
        a.textContent?.replace('Bestellnummer ', ''),
      ),
    pager,
    link: (rel: 'prev' | 'next') => pager()?.querySelector(`a[rel="${rel}"]`) ?? null,
    range: () => container.querySelector('.ce-account-orders__range'),
  }
}

describe('the orders list, page by page', () => {
  afterEach(() => {
    cleanupHydrated()
    visit('')
  })

  it('shows the newest ten on the first page, and the way to the next', async () => {
    const view = await showOrders('')
    expect(view.mismatches).toEqual([])
    expect(view.calls).toEqual([['loadOrders', { currentPage: 1, pageSize: 10 }]])
    expect(view.numbers()).toHaveLength(10)
    expect(view.numbers()[0]).toBe('100000005')
    expect(view.range()?.textContent).toBe('Bestellungen 1–10 von 12')
    expect(view.pager()?.getAttribute('aria-label')).toBe('Seiten Ihrer Bestellungen')
    expect(view.pager()?.textContent).toContain('Seite 1 von 2')
    expect(view.link('prev')).toBeNull()
    expect(view.link('next')?.getAttribute('href')).toBe(`${PATH}?page=2`)
    expect(view.link('next')?.textContent).toBe('Nächste Seite →')
  })

  it('shows the page the query names, with the way back to the first', async () => {
    const view = await showOrders('?page=2')
    expect(view.calls).toEqual([['loadOrders', { currentPage: 2, pageSize: 10 }]])
    expect(view.numbers()).toEqual(['100000109', '100000110'])
    expect(view.range()?.textContent).toBe('Bestellungen 11–12 von 12')
    expect(view.pager()?.textContent).toContain('Seite 2 von 2')
    // Page 1 is the list's own address, without a query.
    expect(view.link('prev')?.getAttribute('href')).toBe(PATH)
    expect(view.link('next')).toBeNull()
    // An order remembers the list page for its way back.
    expect(view.container.querySelector('.ce-account-orders__number')?.getAttribute('href')).toBe(
      `${PATH}?order=100000109&page=2`,
    )
  })

  it('shows the page the shop answered when the query asks beyond the last', async () => {
    const view = await showOrders('?page=99')
    expect(view.calls).toEqual([['loadOrders', { currentPage: 99, pageSize: 10 }]])
    expect(view.pager()?.textContent).toContain('Seite 2 von 2')
    expect(view.link('prev')?.getAttribute('href')).toBe(PATH)
  })

  it.each(['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page=1234567'])(
    'reads %s as the first page',
    async (search) => {
      const view = await showOrders(search)
      expect(view.calls).toEqual([['loadOrders', { currentPage: 1, pageSize: 10 }]])
    },
  )

  it('shows no pager and no range when the orders fit on one page', async () => {
    const view = await showOrders('', [PROCESSING_ORDER, SHIPPED_ORDER])
    expect(view.numbers()).toEqual(['100000005', '100000001'])
    expect(view.pager()).toBeNull()
    expect(view.range()).toBeNull()
  })

  it('loads the page the address moves to and puts the focus on its first orders', async () => {
    const view = await showOrders('')
    // The address changes (the router's push for the next link, or the browser's back), and
    // the page renders again: here through the popstate the element listens to.
    const goTo = (search: string) =>
      act(async () => {
        window.history.replaceState(null, '', `${PATH}${search}`)
        window.dispatchEvent(new PopStateEvent('popstate'))
      })
    await goTo('?page=2')
    await settle()
    expect(view.calls.at(-1)).toEqual(['loadOrders', { currentPage: 2, pageSize: 10 }])
    expect(view.numbers()).toEqual(['100000109', '100000110'])
    expect(document.activeElement).toBe(view.range())
    // And back: the first page again.
    await goTo('')
    await settle()
    expect(view.numbers()).toHaveLength(10)
    expect(document.activeElement).toBe(view.range())
  })

  it('leads from one order back to the list page it came from', async () => {
    const view = await showOrders('?order=100000001&page=2')
    expect(view.calls).toEqual([['loadOrder', '100000001']])
    expect(view.container.querySelector('.ce-account-orders__back')?.getAttribute('href')).toBe(
      `${PATH}?page=2`,
    )
  })
})
