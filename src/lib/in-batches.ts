/**
 * Runs `task` for every item, at most `limit` at a time, in the items' order (element chunks in
 * the browser; KV calls of a purge, which may hold only so many connections per invocation).
 * Rejects with the first failure once the tasks already running have settled: no new one starts
 * after it, and none is left running behind the caller's back.
 */
export const inBatches = async <T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> => {
  let next = 0
  let failure: { error: unknown } | null = null
  const worker = async (): Promise<void> => {
    while (failure === null && next < items.length) {
      const item = items[next] as T
      next += 1
      try {
        await task(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(0, Math.min(limit, items.length)) }, worker))
  if (failure !== null) throw (failure as { error: unknown }).error
}
