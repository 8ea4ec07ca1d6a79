import { describe, expect, it } from 'vitest'
import { retryDelayMs, shouldRetryConnection, WS_RETRY_ATTEMPTS } from './websocket'

describe('websocket retry policy', () => {
  it.each([4400, 4401, 4403, 4500])('treats close code %i as fatal', (code) => {
    expect(shouldRetryConnection({ code, reason: '' })).toBe(false)
  })

  it.each([1001, 1006, 1011, 4408, 4499])('retries after close code %i', (code) => {
    expect(shouldRetryConnection({ code, reason: '' })).toBe(true)
  })

  it('does not retry after an error that is not a close event', () => {
    expect(shouldRetryConnection(new Error('boom'))).toBe(false)
  })

  it('retries 5 times', () => {
    expect(WS_RETRY_ATTEMPTS).toBe(5)
  })

  it('backs off exponentially from 1 s', () => {
    const noJitter = () => 0
    expect([0, 1, 2, 3, 4].map((retries) => retryDelayMs(retries, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000,
    ])
  })

  it('adds random jitter below one second', () => {
    expect(retryDelayMs(0, () => 0.5)).toBe(1500)
    expect(retryDelayMs(2, () => 0.999)).toBe(4999)
  })
})
