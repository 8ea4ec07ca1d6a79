/**
 * Runs `task` for every item with at most `concurrency` of them in flight: Promise.all over
 * thousands of KV calls would ask for more connections than an invocation may hold
 * (./limits.ts). Rejects with the first failure, after the tasks already started have settled.
 */
export const forEachLimited = async <T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> => {
  let next = 0
  let failure: { error: unknown } | null = null
  const worker = async () => {
    while (next < items.length && !failure) {
      const item = items[next++] as T
      try {
        await task(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  if (failure) throw (failure as { error: unknown }).error
}
