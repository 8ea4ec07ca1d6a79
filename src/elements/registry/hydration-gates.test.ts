// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserHydrationGates, OPEN_ALL_TIMEOUT_MS } from './hydration-gates.client'

/** One IntersectionObserver the test drives: `enter(frame)` reports it near the viewport. */
const fakeObserver = () => {
  const observed = new Set<Element>()
  let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {}
  class Observer {
    constructor(callback: typeof report) {
      report = callback
    }
    observe(target: Element) {
      observed.add(target)
    }
    unobserve(target: Element) {
      observed.delete(target)
    }
  }
  const enter = (target: Element) => {
    if (observed.has(target)) report([{ target, isIntersecting: true }])
  }
  return { Observer, observed, enter }
}

const setUp = () => {
  const observer = fakeObserver()
  vi.stubGlobal('IntersectionObserver', observer.Observer)
  const loaded: string[][] = []
  const load = vi.fn((types: Iterable<string>) => {
    loaded.push([...types])
    return Promise.resolve()
  })
  const gates = createBrowserHydrationGates({ load, window })
  const frame = document.createElement('div')
  frame.innerHTML = '<form><button type="submit" disabled>In den Warenkorb</button></form>'
  document.body.appendChild(frame)
  return { gates, frame, observer, load, loaded }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('hydration gates', () => {
  it('opens a near gate when its frame comes near the viewport, with its code loaded', async () => {
    const { gates, frame, observer, loaded } = setUp()
    const gate = gates.gate('c12', new Set(['product_listing']))!
    expect(gates.gate('c12', new Set(['product_listing']))).toBe(gate)
    gate.watch(frame, { near: true })
    expect(gate.open).toBe(false)
    observer.enter(frame)
    await gate.opened
    expect(gate.open).toBe(true)
    expect(loaded).toEqual([['product_listing']])
  })

  it('opens a touch gate only when the shopper turns to it, never for being in view', async () => {
    const { gates, frame, observer, load } = setUp()
    const gate = gates.gate('c13', new Set(['login']))!
    gate.watch(frame, { near: false })
    observer.enter(frame)
    expect(load).not.toHaveBeenCalled()
    frame.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    await gate.opened
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('holds a tap on a control that has not hydrated and replays it once it is enabled', async () => {
    const { gates, frame } = setUp()
    const gate = gates.gate('c12', new Set(['product_listing']))!
    gate.watch(frame, { near: false })
    const button = frame.querySelector('button')!
    // (A disabled button gets only its pointer events in Chromium: test/e2e/late-hydration.)
    button.disabled = false
    const clicks = vi.fn()
    button.addEventListener('click', clicks)
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(tap)
    // Held: neither the page's code nor the browser acts on it.
    expect(tap.defaultPrevented).toBe(true)
    expect(clicks).not.toHaveBeenCalled()
    await gate.opened
    // Until the render after hydration enables the button, the tap waits.
    button.disabled = true
    gate.hydrated()
    await settle()
    expect(clicks).not.toHaveBeenCalled()
    button.disabled = false
    await settle()
    expect(clicks).toHaveBeenCalledTimes(1)
    // Hydrated, a click is the element's own.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
    expect(clicks).toHaveBeenCalledTimes(2)
  })

  it('lets a link be followed before its element hydrated', () => {
    const { gates, frame } = setUp()
    frame.innerHTML = '<a href="/produkte/magnesium-400">Magnesium</a>'
    gates.gate('c12', new Set(['product_listing']))!.watch(frame, { near: true })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    frame.querySelector('a')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('opens every gate for a change that would reach them, and waits until they hydrated', async () => {
    const { gates, frame, load } = setUp()
    const first = gates.gate('c12', new Set(['product_listing']))!
    const second = gates.gate('c14', new Set(['table']))!
    first.watch(frame, { near: true })
    let done = false
    const all = gates.openAll().then(() => (done = true))
    await first.opened
    await second.opened
    expect(load).toHaveBeenCalledTimes(2)
    first.hydrated()
    await settle()
    expect(done).toBe(false)
    second.hydrated()
    await all
    // No new element waits after that; the known ones keep their (open) gates.
    expect(gates.gate('c15', new Set(['uploads']))).toBeNull()
    expect(gates.gate('c12', new Set(['product_listing']))).toBe(first)
  })

  it('does not hold a change for good when an element never hydrates', async () => {
    vi.useFakeTimers()
    const { gates } = setUp()
    gates.gate('c12', new Set(['product_listing']))
    let done = false
    void gates.openAll().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(OPEN_ALL_TIMEOUT_MS)
    expect(done).toBe(true)
  })

  it('lets nothing wait once the first page is left, not even an element of the same id', () => {
    const { gates } = setUp()
    gates.gate('c12', new Set(['login']))
    gates.leave()
    expect(gates.gate('c12', new Set(['login']))).toBeNull()
    expect(gates.gate('c99', new Set(['table']))).toBeNull()
  })
})
