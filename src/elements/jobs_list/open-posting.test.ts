import { describe, expect, it } from 'vitest'
import { isOpenPosting } from './open-posting'

const NOW = Date.parse('2026-06-01T12:00:00Z')

describe('isOpenPosting', () => {
  it('is open until its closing moment has passed, and closed after', () => {
    expect(isOpenPosting('2026-06-01 12:00:00', NOW)).toBe(true)
    expect(isOpenPosting('2026-06-30 21:59:59', NOW)).toBe(true)
    expect(isOpenPosting('2026-06-01 11:59:59', NOW)).toBe(false)
    expect(isOpenPosting('2026-05-31', NOW)).toBe(false)
  })

  it('keeps a posting without a closing date, or with one that names no date, open', () => {
    expect(isOpenPosting('', NOW)).toBe(true)
    expect(isOpenPosting('bis auf Weiteres', NOW)).toBe(true)
    expect(isOpenPosting('2026-02-30 00:00:00', NOW)).toBe(true)
  })
})
