// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, type Rendered } from '../../../test/support/render'
import { noAnalytics, type Analytics } from './analytics'
import { AnalyticsOptOut, OPT_OUT_DELAY_MS } from './AnalyticsOptOut'

describe('AnalyticsOptOut (SPEC.md section 2)', () => {
  let view: Rendered | null = null
  const checkbox = () => view?.container.querySelector<HTMLInputElement>('input[type="checkbox"]')
  // The choice's code loads with the tracker's answer (a dynamic import), once the delay ran out.
  const wait = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms)
      await vi.dynamicImportSettled()
    })
  const tracker = (optedOut: boolean | null): Analytics => ({
    ...noAnalytics,
    optedOut: vi.fn(() => Promise.resolve(optedOut)),
    setOptedOut: vi.fn(() => Promise.resolve()),
  })

  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => {
    view?.unmount()
    view = null
    vi.useRealTimers()
  })

  it('uses the SPEC.md delay', () => {
    expect(OPT_OUT_DELAY_MS).toBe(1000)
  })

  it('appears only after the delay, ticked while visits are measured', async () => {
    const analytics = tracker(false)
    view = render(<AnalyticsOptOut analytics={analytics} reload={vi.fn()} />)
    await wait(OPT_OUT_DELAY_MS - 1)
    expect(checkbox()).toBeFalsy()
    expect(analytics.optedOut).not.toHaveBeenCalled()
    await wait(1)
    expect(checkbox()?.checked).toBe(true)
    expect(view.container.textContent).toContain('anonym')
  })

  it('shows an earlier objection unticked', async () => {
    view = render(<AnalyticsOptOut analytics={tracker(true)} reload={vi.fn()} />)
    await wait(OPT_OUT_DELAY_MS)
    expect(checkbox()?.checked).toBe(false)
    expect(view.container.textContent).toContain('widersprochen')
  })

  it.each([
    [false, true],
    [true, false],
  ])('opted out %s: a click sets opted out %s, then reloads the page', async (before, after) => {
    const analytics = tracker(before)
    const reload = vi.fn()
    view = render(<AnalyticsOptOut analytics={analytics} reload={reload} />)
    await wait(OPT_OUT_DELAY_MS)
    await act(async () => checkbox()?.click())
    expect(analytics.setOptedOut).toHaveBeenCalledExactlyOnceWith(after)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('says so when no tracker answers (blocked in the browser)', async () => {
    view = render(<AnalyticsOptOut analytics={tracker(null)} reload={vi.fn()} />)
    await wait(OPT_OUT_DELAY_MS)
    expect(checkbox()).toBeFalsy()
    expect(view.container.querySelector('[role="status"]')?.textContent).toContain('blockiert')
  })
})
