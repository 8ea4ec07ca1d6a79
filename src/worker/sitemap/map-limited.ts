/**
 * Maps `items` with at most `limit` calls of `map` running at once, the results in the items'
 * order: a loop of upstream requests keeps within the connections Workers hold open at once.
 * The first failure rejects the whole (the others still finish, unobserved).
 */
export const mapLimited = async <T, U>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<U>,
): Promise<U[]> => {
  const results: U[] = new Array<U>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await map(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
