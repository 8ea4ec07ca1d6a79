// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmedPurchaseOf, settlePurchaseReturn } from './purchase-return.client'
import {
  createFakeCheckoutConfirm,
  encodePurchasePayload,
  purchaseReturnSearch,
} from './testing/fake-checkout-confirm'

const ORDER = { orderNumber: '000000042', store: 'vitalis_de', total: 19.9, currency: 'EUR' }
/** Each test's own order: the browser remembers the orders it settled. */
let orderNumber = 100000000
const nextOrder = () => ({ ...ORDER, orderNumber: String((orderNumber += 1)) })

const visit = (search: string) =>
  window.history.replaceState(null, '', `/bestellung-abgeschlossen${search}`)

let worker = createFakeCheckoutConfirm()
beforeEach(() => {
  worker = createFakeCheckoutConfirm()
  vi.stubGlobal('fetch', worker.fetch)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  visit('')
})

describe('confirmedPurchaseOf', () => {
  it("is the worker's summary of a return the shop signed, asked once per return", async () => {
    const { search } = worker.sign(ORDER)
    expect(await confirmedPurchaseOf(search)).toMatchObject({
      orderNumber: '000000042',
      total: { value: 19.9, currency: 'EUR' },
    })
    await confirmedPurchaseOf(search)
    expect(worker.asked).toHaveLength(1)
  })

  it('is null for an unsigned return, without asking, and for a forged signature', async () => {
    const payload = encodePurchasePayload({ ...ORDER, total: 99999.99 })
    expect(await confirmedPurchaseOf(purchaseReturnSearch(payload))).toBeNull()
    expect(worker.asked).toEqual([])
    expect(await confirmedPurchaseOf(purchaseReturnSearch(payload, 'forged'))).toBeNull()
    expect(worker.asked).toHaveLength(1)
  })

  it('is null without ref=checkout and event=purchase, and when the worker cannot be asked', async () => {
    expect(await confirmedPurchaseOf('?ref=checkout')).toBeNull()
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await confirmedPurchaseOf(worker.sign(nextOrder()).search)).toBeNull()
  })
})

describe('settlePurchaseReturn', () => {
  it('tracks a confirmed order once, marks the URL #complete and says to reset the cart', async () => {
    const order = nextOrder()
    const { search } = worker.sign(order)
    visit(search)
    const track = vi.fn()
    expect(await settlePurchaseReturn(track)).toBe(true)
    expect(track).toHaveBeenCalledTimes(1)
    expect(track.mock.calls[0]?.[0]).toMatchObject({ orderNumber: order.orderNumber })
    expect(window.location.hash).toBe('#complete')
    // A reload: the hash.
    expect(await settlePurchaseReturn(track)).toBe(false)
    // A new tab (no hash): the browser remembers the order.
    visit(search)
    expect(await settlePurchaseReturn(track)).toBe(false)
    expect(track).toHaveBeenCalledTimes(1)
  })

  it('tracks nothing and leaves the address for a return the shop did not sign', async () => {
    const forged = purchaseReturnSearch(encodePurchasePayload(nextOrder()))
    const altered = purchaseReturnSearch(
      encodePurchasePayload({ ...nextOrder(), total: 99999.99 }),
      worker.sign(nextOrder()).signature,
    )
    const track = vi.fn()
    for (const search of [forged, altered]) {
      visit(search)
      expect(await settlePurchaseReturn(track)).toBe(false)
      expect(window.location.hash).toBe('')
    }
    expect(track).not.toHaveBeenCalled()
  })
})
