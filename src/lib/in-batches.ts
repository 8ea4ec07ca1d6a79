/**
 * Runs `task` for every item, at most `limit` at a time, in the items' order; rejects with the
 * first failure (tasks already running finish, no new one starts).
 */
export const inBatches = async <T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> => {
  let next = 0
  let failed = false
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next] as T
      next += 1
      try {
        await task(item)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(0, Math.min(limit, items.length)) }, worker))
}
