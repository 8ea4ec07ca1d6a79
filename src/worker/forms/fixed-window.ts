/**
 * The fixed-window arithmetic of the D1 counters (the forms' limit, ./rate-limit.ts, and the
 * wrong purge tokens', ../purge/auth-limit.ts): the window a moment falls in, and how long
 * until the next one begins, as a Retry-After in whole seconds (at least 1).
 */
export const windowStartOf = (at: number, windowMs: number): number => at - (at % windowMs)

export const secondsUntilNextWindow = (at: number, windowMs: number): number =>
  Math.max(1, Math.ceil((windowStartOf(at, windowMs) + windowMs - at) / 1000))
