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
  it('does not add an identical message twice: the one shown stays, with its id', () => {
    const store = createMessagesStore()
    const first = store.getState().add({ message: 'x', type: 'error', area: 'cart' })
    expect(store.getState().add({ message: 'x', type: 'error', area: 'cart' })).toBeNull()
    expect(store.getState().messages).toEqual([first])
    store.getState().add({ message: 'x', type: 'error', area: 'global' })
    expect(store.getState().messages).toHaveLength(2)
  })
  it('replaces the earlier messages of the same area, and only of that area', () => {
    const store = createMessagesStore()
    store.getState().add({ message: 'Gutschein ungültig', type: 'error', area: 'cart' })
    store.getState().add({ message: 'Willkommen', type: 'info' })
    store.getState().add({ message: 'Gutschein eingelöst', type: 'success', area: 'cart' })
    expect(store.getState().messages.map(({ message, area }) => [area, message])).toEqual([
      ['global', 'Willkommen'],
      ['cart', 'Gutschein eingelöst'],
    ])
    // Same text, other type: a new outcome, so it replaces the old one too.
    store.getState().add({ message: 'Gutschein eingelöst', type: 'info', area: 'cart' })
    expect(store.getState().messages.filter((entry) => entry.area === 'cart')).toMatchObject([
      { type: 'info' },
    ])
  })
  it('shows the messages of one answer together, each once, in place of the stale ones', () => {
    const store = createMessagesStore()
    store.getState().add({ message: 'alt', type: 'error', area: 'cart' })
    const shown = store.getState().show('cart', [
      { message: 'a', type: 'error' },
      { message: 'b', type: 'error' },
      { message: 'a', type: 'error' },
    ])
    expect(shown.map((entry) => entry.message)).toEqual(['a', 'b'])
    expect(store.getState().messages.map((entry) => entry.message)).toEqual(['a', 'b'])
  })
  it('removes success and info messages after 10000 ms but keeps errors', () => {
    vi.useFakeTimers()
    const store = createMessagesStore({ setTimer: (callback, ms) => setTimeout(callback, ms) })
    store.getState().add({ message: 'ok', type: 'success' })
    store.getState().add({ message: 'bad', type: 'error', area: 'cart' })
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
  it('clears on a route change all but the messages shown for the page navigated to', () => {
    const store = createMessagesStore()
    store.getState().add({ message: 'old', type: 'error', area: 'cart' })
    store.getState().add({ message: 'Session expired', type: 'info', path: '/login' })
    store.getState().routeChanged('/login')
    expect(store.getState().messages).toMatchObject([
      { message: 'Session expired', path: '/login' },
    ])
    // Still the login page (the same route again): it stays; any other page drops it.
    store.getState().routeChanged('/login')
    expect(store.getState().messages).toHaveLength(1)
    store.getState().routeChanged('/warenkorb')
    expect(store.getState().messages).toEqual([])
  })
})
