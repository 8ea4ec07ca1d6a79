import { z } from 'zod'

/**
 * The failure switch: the next `count` purge calls fail with `status`, as a rate-limited or
 * troubled Cloudflare answers, so tests see the storefront back off and retry. A 429 always
 * carries Retry-After, as the API's does once a limit is reached
 * (https://developers.cloudflare.com/changelog/post/2025-09-03-rate-limiting-improvement/).
 */
export const failPlanSchema = z.strictObject({
  count: z.int().min(1).max(1000),
  status: z.union([z.literal(429), z.literal(500), z.literal(503)]),
  retryAfter: z.int().min(0).max(3600).optional(),
})

export type FailPlan = z.output<typeof failPlanSchema>

/** Short, so that a test honouring it does not stall; a test that wants 0 says so. */
export const DEFAULT_RETRY_AFTER_SECONDS = 1

export interface Failure {
  status: 429 | 500 | 503
  retryAfter: number | null
}

export interface FailState {
  remaining: number
  status: Failure['status'] | null
  retryAfter: number | null
}

export const createFailSwitch = () => {
  let remaining = 0
  let failure: Failure | null = null
  return {
    arm(plan: FailPlan) {
      remaining = plan.count
      failure = {
        status: plan.status,
        retryAfter: plan.retryAfter ?? (plan.status === 429 ? DEFAULT_RETRY_AFTER_SECONDS : null),
      }
    },
    reset() {
      remaining = 0
      failure = null
    },
    /** The failure the next call gets, used up by taking it; null when calls go through. */
    take(): Failure | null {
      if (remaining === 0 || failure === null) return null
      remaining -= 1
      const taken = failure
      if (remaining === 0) failure = null
      return taken
    },
    state: (): FailState => ({
      remaining,
      status: failure?.status ?? null,
      retryAfter: failure?.retryAfter ?? null,
    }),
  }
}

export type FailSwitch = ReturnType<typeof createFailSwitch>
