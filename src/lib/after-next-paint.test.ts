import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint'

describe('afterNextPaint', () => {
  const frames: FrameRequestCallback[] = []
  const runFrame = () => frames.splice(0).forEach((frame) => frame(0))
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1))
  afterEach(() => {
    frames.length = 0
    vi.useRealTimers()
  })

  it('runs after the next frame and a task after it, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const callback = vi.fn()
    afterNextPaint(callback)
    vi.runAllTimers()
    expect(callback).not.toHaveBeenCalled()
    runFrame()
    expect(callback).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('does not run once cancelled, before the frame or after it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const early = vi.fn()
    afterNextPaint(early)()
    runFrame()
    vi.runAllTimers()
    expect(early).not.toHaveBeenCalled()
    const late = vi.fn()
    const cancel = afterNextPaint(late)
    runFrame()
    cancel()
    vi.runAllTimers()
    expect(late).not.toHaveBeenCalled()
  })
})
