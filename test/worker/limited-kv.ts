import type { KVNamespace } from '@cloudflare/workers-types/index.ts'

/**
 * A KV namespace that enforces, per invocation, the limits production enforces and local KV
 * does not (src/worker/purge/limits.ts): at most 1,000 operations
 * (https://developers.cloudflare.com/kv/platform/limits/) and at most 6 calls in flight
 * (https://developers.cloudflare.com/workers/platform/limits/; production queues a 7th, this
 * throws, so that a test proves the code never asks for one). One instance is one invocation.
 */
export interface LimitedKv {
  kv: KVNamespace
  operations: () => number
  maxInFlight: () => number
}

export const OPERATIONS_PER_INVOCATION = 1000
export const CONNECTIONS_PER_INVOCATION = 6

export const limitedKv = (real: KVNamespace): LimitedKv => {
  let operations = 0
  let inFlight = 0
  let maxInFlight = 0
  const guarded =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      operations += 1
      if (operations > OPERATIONS_PER_INVOCATION) {
        throw new Error(`Too many API requests by single worker invocation (${operations})`)
      }
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
      if (inFlight > CONNECTIONS_PER_INVOCATION) {
        inFlight -= 1
        throw new Error(`${inFlight + 1} KV calls in flight at once`)
      }
      try {
        return await call(...args)
      } finally {
        inFlight -= 1
      }
    }
  const kv = {
    get: guarded(real.get.bind(real) as (...args: unknown[]) => Promise<unknown>),
    getWithMetadata: guarded(
      real.getWithMetadata.bind(real) as (...args: unknown[]) => Promise<unknown>,
    ),
    put: guarded(real.put.bind(real) as (...args: unknown[]) => Promise<unknown>),
    delete: guarded(real.delete.bind(real) as (...args: unknown[]) => Promise<unknown>),
    list: guarded(real.list.bind(real) as (...args: unknown[]) => Promise<unknown>),
  } as unknown as KVNamespace
  return { kv, operations: () => operations, maxInFlight: () => maxInFlight }
}
