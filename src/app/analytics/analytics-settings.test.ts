import { describe, expect, it } from 'vitest'
import { activeAnalytics } from './analytics-settings'

const ON = {
  enabled: true,
  baseUrl: 'https://stats.example.com/matomo',
  id: '7',
  container: 'AbC123xY',
  preview: false,
}

describe('activeAnalytics (SPEC.md sections 4 and 7)', () => {
  it('is active when enabled, with base URL and id, not in preview', () => {
    expect(activeAnalytics(ON)).toEqual({
      baseUrl: 'https://stats.example.com/matomo/',
      siteId: '7',
      container: 'AbC123xY',
    })
  })
  it('keeps a base URL that already ends in a slash', () => {
    expect(activeAnalytics({ ...ON, baseUrl: 'https://stats.example.com/' })?.baseUrl).toBe(
      'https://stats.example.com/',
    )
  })
  it.each([
    ['disabled', { enabled: false }],
    ['without base URL', { baseUrl: '' }],
    ['without id', { id: '' }],
    ['in preview', { preview: true }],
  ])('is off %s', (_, change) => {
    expect(activeAnalytics({ ...ON, ...change })).toBeNull()
  })
})
