import { afterEach, describe, expect, it, vi } from 'vitest'
import { post } from './helpers'

/** POST /_report: a page that failed to render in the browser, reported like a server error. */
const REPORT = {
  kind: 'render',
  path: '/ueber-uns',
  message: 'Cannot read properties of null',
  stack: 'TypeError: Cannot read properties of null\n    at TextElement',
  componentStack: '\n    at TextElement\n    at ContentElements',
}

describe('client render reports', () => {
  afterEach(() => vi.restoreAllMocks())

  it('logs a report as a 500 of the page that failed, and answers 204', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await post('http://localhost/_report', REPORT)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(log).toHaveBeenCalledWith(
      `[req ${response.headers.get('x-request-id')}]`,
      '[500] POST /_report:',
      'render /ueber-uns: Cannot read properties of null',
    )
  })

  it.each([
    ['no JSON', '{'],
    ['another kind', JSON.stringify({ ...REPORT, kind: 'other' })],
    ['a path that is no path', JSON.stringify({ ...REPORT, path: 'https://evil.example/' })],
    ['a message past its limit', JSON.stringify({ ...REPORT, message: 'x'.repeat(2001) })],
  ])('refuses %s with a 400 and logs nothing', async (_, body) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await post('http://localhost/_report', body)
    expect(response.status).toBe(400)
    expect(await response.text()).not.toContain('evil')
    expect(log).not.toHaveBeenCalled()
  })

  it('refuses a body past 16 KiB with a 413', async () => {
    const response = await post('http://localhost/_report', {
      ...REPORT,
      stack: 'x'.repeat(20_000),
    })
    expect(response.status).toBe(413)
  })
})
