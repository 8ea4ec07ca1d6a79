import { describe, expect, it } from 'vitest'
import { forEachLimited } from './limited'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('forEachLimited', () => {
  it('runs every task with never more than the given number in flight', async () => {
    let inFlight = 0
    let most = 0
    const done: number[] = []
    await forEachLimited(
      Array.from({ length: 50 }, (_, i) => i),
      6,
      async (item) => {
        inFlight += 1
        most = Math.max(most, inFlight)
        await tick()
        inFlight -= 1
        done.push(item)
      },
    )
    expect(most).toBe(6)
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i))
  })

  it('rejects with the first failure and starts no task after it', async () => {
    const started: number[] = []
    const run = forEachLimited([1, 2, 3, 4, 5, 6, 7, 8], 2, async (item) => {
      started.push(item)
      await tick()
      if (item === 2) throw new Error('KV unavailable')
    })
    await expect(run).rejects.toThrow('KV unavailable')
    expect(started.length).toBeLessThan(8)
  })
})
