import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('runs the loader once for concurrent and later callers', async () => {
    const load = vi.fn(async () => 'chunk')
    const get = loadOnce(load)
    expect(await Promise.all([get(), get()])).toEqual(['chunk', 'chunk'])
    expect(await get()).toBe('chunk')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failure, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline'))
    load.mockResolvedValue('chunk')
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('offline')
    expect(await get()).toBe('chunk')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
