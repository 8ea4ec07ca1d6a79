import { describe, expect, it } from 'vitest'
import { inBatches } from './in-batches'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('inBatches', () => {
  it('runs every item, never more than the limit at once, in order', async () => {
    let running = 0
    let most = 0
    const started: number[] = []
    await inBatches([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, async (item) => {
      started.push(item)
      running += 1
      most = Math.max(most, running)
      await tick()
      running -= 1
    })
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(most).toBe(4)
  })

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = []
    const run = inBatches([1, 2, 3, 4, 5], 1, async (item) => {
      started.push(item)
      if (item === 2) throw new Error('chunk 2 failed')
    })
    await expect(run).rejects.toThrow('chunk 2 failed')
    expect(started).toEqual([1, 2])
  })

  it('rejects only once the tasks already running have settled', async () => {
    const settled: number[] = []
    const run = inBatches([1, 2, 3], 3, async (item) => {
      if (item === 1) throw new Error('KV unavailable')
      await tick()
      settled.push(item)
    })
    await expect(run).rejects.toThrow('KV unavailable')
    expect(settled.sort()).toEqual([2, 3])
  })

  it('does nothing for no items', async () => {
    await expect(inBatches([], 4, () => Promise.reject(new Error('never')))).resolves.toBe(
      undefined,
    )
  })
})
