// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tokenCookie } from '../../shop/testing'
import {
  PENDING_RETURN,
  SHIPPED_ORDER,
  stubOrderActions,
  withOrderActions,
} from '../testing/order-fixtures'
import { accountReturnsElement } from '../testing'
import { createCommerce } from '../testing/commerce'
import { cleanupHydrated, column, renderAndHydrate } from '../testing/harness'

const visit = (search: string) => window.history.replaceState(null, '', `/konto/retouren${search}`)
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

const render = async (
  overrides: Parameters<typeof stubOrderActions>[0] = {},
  orders?: Parameters<typeof stubOrderActions>[1],
) => {
  const stub = stubOrderActions(overrides, orders)
  const commerce = withOrderActions(createCommerce({ cookies: tokenCookie() }), stub.actions)
  const result = await renderAndHydrate(column([accountReturnsElement], {}, commerce))
  expect(result.mismatches).toEqual([])
  await settle()
  return { ...result, calls: stub.calls }
}

describe('account returns element', () => {
  afterEach(() => {
    cleanupHydrated()
    visit('')
    vi.useRealTimers()
  })

  /** The shopper's clock (only Date: the renders' timers stay real). */
  const today = (date: string) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(date))
  }

  it('lists the returns once hydrated, none on the server', async () => {
    const { html, container, calls } = await render()
    expect(html).toContain('Meine Retouren')
    expect(html).not.toContain(PENDING_RETURN.number)
    expect(calls).toEqual([['loadReturns', undefined]])
    expect(container.querySelector('.ce-account-orders__row')?.textContent).toBe(
      'Retoure 10000000701.04.26Angemeldetzu Bestellung 100000001',
    )
  })

  it('leads to the orders when there is no return', async () => {
    const { container } = await render({
      loadReturns: () => Promise.resolve({ ok: true, data: [] }),
    })
    expect(container.textContent).toContain('Sie haben noch keine Retoure angemeldet.')
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/konto/bestellungen')
  })

  it('shows an error with a retry when the returns could not be loaded', async () => {
    const { container } = await render({ loadReturns: () => Promise.resolve({ ok: false }) })
    expect(container.textContent).toContain('Ihre Retouren konnten nicht geladen werden.')
  })

  it('shows one return with its items, status and comment', async () => {
    visit(`?return=${PENDING_RETURN.uid}`)
    const { container } = await render()
    expect(container.querySelector('h2')?.textContent).toBe('Retoure 100000007')
    expect(container.textContent).toContain('Beschädigt angekommen')
    expect(container.querySelector('tbody tr')?.textContent).toBe(
      'Vitamin D3Art.-Nr. VIT-D31Angemeldet',
    )
  })

  it('creates a return for an order’s shipped items', async () => {
    visit('?order=100000001')
    const { container, calls } = await render()
    expect(container.querySelector('h2')?.textContent).toBe('Retoure für Bestellung 100000001')
    const form = container.querySelector('form')!
    // Nothing chosen: the form says so and sends nothing.
    await act(async () => form.requestSubmit())
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'mindestens einen Artikel',
    )
    const select = form.querySelector('select')!
    select.value = '2'
    form.querySelector('textarea')!.value = 'Zu viel bestellt'
    await act(async () => form.requestSubmit())
    await settle()
    expect(calls.at(-1)).toEqual([
      'requestReturn',
      {
        orderUid: 'MQ==',
        items: [{ orderItemUid: 'MQ==', quantity: 2 }],
        comment: 'Zu viel bestellt',
      },
    ])
    expect(container.textContent).toContain('Ihre Retoure 100000007 ist angemeldet.')
  })

  it('says when nothing of an order can be returned yet', async () => {
    today('2026-04-25T10:00:00Z')
    visit('?order=100000005')
    const { container } = await render()
    expect(container.textContent).toContain('sobald die Bestellung versandt ist')
    expect(container.querySelector('form')).toBeNull()
  })

  it('says when an order’s 30-day return period is over, and offers no form', async () => {
    // Ordered 2026-03-15 10:00 UTC: the period ended 30 days later; the actions left nothing
    // returnable (src/account/return-period.ts).
    today('2026-04-14T10:00:01Z')
    const closed = {
      ...SHIPPED_ORDER,
      canReturn: false,
      items: SHIPPED_ORDER.items.map((item) => ({ ...item, returnable: 0 })),
    }
    visit('?order=100000001')
    const { container } = await render({}, [closed])
    expect(container.querySelector('form')).toBeNull()
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Eine Retoure ist bis 30 Tage nach der Bestellung möglich: Für die Bestellung 100000001 endete diese Frist am 14.04.26.',
    )
  })
})
