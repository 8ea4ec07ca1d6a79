// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, type Rendered } from '../../../test/support/render'
import { LOADING_BAR, LoadingBar } from './LoadingBar'

describe('LoadingBar', () => {
  let view: Rendered
  const bar = () => view.container.querySelector('[role="progressbar"]')
  const state = () => bar()?.className.replace('sf-loading-bar sf-loading-bar--', '')
  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

  beforeEach(() => {
    vi.useFakeTimers()
    view = render(<LoadingBar loading={false} />)
  })
  afterEach(() => {
    view.unmount()
    vi.useRealTimers()
  })

  it('uses the SPEC.md constants', () => {
    expect(LOADING_BAR).toEqual({
      throttleMs: 200,
      durationMs: 2000,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    })
  })

  it('draws the bar with the same height and durations', () => {
    const css = readFileSync(join(import.meta.dirname, 'loading-bar.css'), 'utf8')
    const rule = (selector: string) => css.split(`${selector} {`)[1]?.split('}')[0] ?? ''
    expect(rule('.sf-loading-bar')).toContain(`height: ${LOADING_BAR.heightPx}px;`)
    expect(rule('.sf-loading-bar--running .sf-loading-bar__fill')).toContain(
      `animation: sf-loading-creep ${LOADING_BAR.durationMs}ms`,
    )
    expect(rule('.sf-loading-bar--fading')).toContain(
      `transition: opacity ${LOADING_BAR.resetDelayMs}ms`,
    )
  })

  it('is idle and aria-hidden when nothing loads', () => {
    expect(state()).toBe('idle')
    expect(bar()?.getAttribute('aria-hidden')).toBe('true')
  })

  it('never shows when loading ends within the 200 ms throttle', () => {
    view.rerender(<LoadingBar loading />)
    wait(199)
    expect(state()).toBe('idle')
    view.rerender(<LoadingBar loading={false} />)
    for (let t = 0; t < 3000; t += 100) {
      wait(100)
      expect(state()).toBe('idle')
    }
  })

  it('shows after 200 ms of loading and runs until loading ends', () => {
    view.rerender(<LoadingBar loading />)
    wait(200)
    expect(state()).toBe('running')
    expect(bar()?.hasAttribute('aria-hidden')).toBe(false)
    wait(5000)
    expect(state()).toBe('running')
  })

  it('fills, waits 500 ms, fades for 400 ms and resets when loading ends', () => {
    view.rerender(<LoadingBar loading />)
    wait(300)
    view.rerender(<LoadingBar loading={false} />)
    expect(state()).toBe('done')
    wait(499)
    expect(state()).toBe('done')
    wait(1)
    expect(state()).toBe('fading')
    wait(399)
    expect(state()).toBe('fading')
    wait(1)
    expect(state()).toBe('idle')
  })

  it('keeps running when loading resumes before the fade', () => {
    view.rerender(<LoadingBar loading />)
    wait(300)
    view.rerender(<LoadingBar loading={false} />)
    wait(100)
    view.rerender(<LoadingBar loading />)
    expect(state()).toBe('running')
    wait(2000)
    expect(state()).toBe('running')
  })

  it('clears its timers when unmounted', () => {
    view.rerender(<LoadingBar loading />)
    view.unmount()
    expect(vi.getTimerCount()).toBe(0)
    view = render(<LoadingBar loading={false} />)
  })
})
