import { describe, expect, it, vi } from 'vitest'
import { purchaseFromLocation } from './purchase-return.client'

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

describe('purchaseFromLocation', () => {
  const search = `?ref=checkout&event=purchase&payload=${encode({ orderNumber: '000000042', total: 19.9 })}`
  it('decodes the URL-safe base64 JSON payload of a checkout return', () => {
    expect(purchaseFromLocation({ search, hash: '' })).toMatchObject({
      orderNumber: '000000042',
      total: null,
      items: [],
    })
  })
  it('tracks nothing once the URL carries #complete', () => {
    expect(purchaseFromLocation({ search, hash: '#complete' })).toBeNull()
  })
  it('tracks nothing without ref=checkout and event=purchase', () => {
    expect(purchaseFromLocation({ search: '?ref=checkout', hash: '' })).toBeNull()
  })
  it('only logs a payload without an order number', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const search = `?ref=checkout&event=purchase&payload=${encode({ total: 19.9 })}`
    expect(purchaseFromLocation({ search, hash: '' })).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
  it('only logs a payload that does not decode', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(
      purchaseFromLocation({ search: '?ref=checkout&event=purchase&payload=%%%', hash: '' }),
    ).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
