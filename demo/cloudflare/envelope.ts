import type { CloudflareError } from './errors'

/**
 * The v4 API's envelope around every answer, success or not
 * (https://developers.cloudflare.com/fundamentals/api/how-to/make-api-calls/): clients unwrap
 * `result` and read `success`, so the stand-in answers nothing outside it.
 */
export interface Envelope<T> {
  success: boolean
  errors: CloudflareError[]
  messages: string[]
  result: T | null
}

export const succeeded = <T>(result: T): Envelope<T> => ({
  success: true,
  errors: [],
  messages: [],
  result,
})

export const failed = (...errors: CloudflareError[]): Envelope<never> => ({
  success: false,
  errors,
  messages: [],
  result: null,
})
