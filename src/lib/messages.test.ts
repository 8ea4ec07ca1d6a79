import { describe, expect, it, vi } from 'vitest'
import { MESSAGE_AUTO_DISMISS_MS, createMessagesStore } from './messages'

describe('messages store', () => {
  it('defaults to type info in the global area', () => {
    const store = createMessagesStore()
    expect(store.getState().add({ message: 'Hallo' })).toMatchObject({
      type: 'info',
      area: 'global',
    })
  })
  it('does not add an identical message twice, but does when type or area differ', () => {
    const store = createMessagesStore()
    store.getState().add({ message: 'x', type: 'error', area: 'cart' })
    expect(store.getState().add({ message: 'x', type: 'error', area: 'cart' })).toBeNull()
    store.getState().add({ message: 'x', type: 'error', area: 'global' })
    store.getState().add({ message: 'x', type: 'info', area: 'cart' })
    expect(store.getState().messages).toHaveLength(3)
  })
  it('removes success and info messages after 10000 ms but keeps errors', () => {
    vi.useFakeTimers()
    const store = createMessagesStore({ setTimer: (callback, ms) => setTimeout(callback, ms) })
    store.getState().add({ message: 'ok', type: 'success' })
    store.getState().add({ message: 'bad', type: 'error' })
    vi.advanceTimersByTime(MESSAGE_AUTO_DISMISS_MS - 1)
    expect(store.getState().messages).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(store.getState().messages.map((entry) => entry.message)).toEqual(['bad'])
    vi.useRealTimers()
  })
  it('clears everything, or one area', () => {
    const store = createMessagesStore()
    store.getState().add({ message: 'a', area: 'cart' })
    store.getState().add({ message: 'b' })
    store.getState().clear('cart')
    expect(store.getState().messages.map((entry) => entry.message)).toEqual(['b'])
    store.getState().clear()
    expect(store.getState().messages).toEqual([])
  })
})
