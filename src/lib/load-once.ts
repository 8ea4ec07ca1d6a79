/**
 * A loader run at most once at a time and kept once it succeeded: every caller shares the one
 * promise. A failure is not kept, so the next call tries again (a chunk that failed to load on a
 * flaky connection may load a moment later).
 */
export const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | null = null
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    }))
}
