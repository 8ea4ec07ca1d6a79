// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPointerPress, watchPointerPresses } from './after-pointer-press'

const pointer = (type: string, pointerId = 1) =>
  window.dispatchEvent(new PointerEvent(type, { pointerId, bubbles: true }))
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

watchPointerPresses()
afterEach(() => void window.dispatchEvent(new Event('blur')))

describe('afterPointerPress', () => {
  it('runs in a task of its own when no pointer is pressed (a field left by keyboard)', async () => {
    const callback = vi.fn()
    afterPointerPress(callback)
    expect(callback).not.toHaveBeenCalled()
    await nextTask()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('waits for the release, and runs after the click dispatched with it', async () => {
    const order: string[] = []
    pointer('pointerdown')
    afterPointerPress(() => order.push('change'))
    await nextTask()
    await nextTask()
    expect(order).toEqual([])
    // The browser dispatches the click in the release's task.
    pointer('pointerup')
    order.push('click')
    expect(order).toEqual(['click'])
    await nextTask()
    expect(order).toEqual(['click', 'change'])
  })

  it('waits for the last of several pointers (a second finger)', async () => {
    const callback = vi.fn()
    pointer('pointerdown', 1)
    pointer('pointerdown', 2)
    afterPointerPress(callback)
    pointer('pointerup', 1)
    await nextTask()
    expect(callback).not.toHaveBeenCalled()
    pointer('pointercancel', 2)
    await nextTask()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('does not wait for ever for a release the page did not see (the window lost the focus)', async () => {
    const callback = vi.fn()
    pointer('pointerdown')
    afterPointerPress(callback)
    window.dispatchEvent(new Event('blur'))
    await nextTask()
    expect(callback).toHaveBeenCalledOnce()
  })
})
