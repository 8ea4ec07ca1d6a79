import { describe, expect, it, vi } from 'vitest'
import { lazyStandIn } from './lazy-stand-in'

interface Greeter {
  hello(name: string): Promise<string>
  bye(name: string): Promise<string>
  count(): number
}

const real: Greeter = {
  hello: async (name) => `Hallo ${name}`,
  bye: async (name) => `Tschüss ${name}`,
  count: () => 42,
}

describe('lazyStandIn', () => {
  it('forwards every method to the object it loads with the first call, loading it once', async () => {
    const load = vi.fn(async () => real)
    const { standIn, loaded } = lazyStandIn<Greeter>({ load, onLoadError: () => 'offline' })
    expect(load).not.toHaveBeenCalled()
    expect(loaded()).toBeNull()
    // Neither method was named to the helper: a method added to the interface needs no line.
    expect(await Promise.all([standIn.hello('Ada'), standIn.bye('Ada')])).toEqual([
      'Hallo Ada',
      'Tschüss Ada',
    ])
    expect(load).toHaveBeenCalledTimes(1)
    expect(loaded()).toBe(real)
  })

  it('answers eager methods without loading', () => {
    const load = vi.fn(async () => real)
    const { standIn } = lazyStandIn<Greeter>({
      load,
      onLoadError: () => 'offline',
      eager: ({ loaded }) => ({ count: () => loaded()?.count() ?? 0 }),
    })
    expect(standIn.count()).toBe(0)
    expect(load).not.toHaveBeenCalled()
  })

  it('answers a failed load through onLoadError, and loads again on the next call', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real)
    const onLoadError = vi.fn(() => 'offline')
    const { standIn } = lazyStandIn<Greeter>({ load, onLoadError })
    expect(await standIn.hello('Ada')).toBe('offline')
    expect(onLoadError).toHaveBeenCalledWith('hello', ['Ada'], expect.any(TypeError))
    expect(await standIn.hello('Ada')).toBe('Hallo Ada')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('is no promise and no JSON: awaiting or serialising it does not call the loaded object', async () => {
    const load = vi.fn(async () => real)
    const { standIn } = lazyStandIn<Greeter>({ load, onLoadError: () => 'offline' })
    expect(await Promise.resolve(standIn)).toBe(standIn)
    expect(JSON.stringify({ standIn })).toBe('{"standIn":{}}')
    expect(load).not.toHaveBeenCalled()
  })
})
