import type { FormAnswer } from './form-model'

/**
 * The worker's JSON answer to a submission, checked as the browser reads it (no zod in the
 * form's chunk): anything else, a proxy's error page among them, counts as 'unavailable', so the
 * shopper is told it was not sent and keeps what they typed.
 */
type Json = Record<string, unknown>
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const stringsOf = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {}

export const formAnswerOf = (value: unknown): FormAnswer => {
  if (!isRecord(value)) return { status: 'unavailable' }
  switch (value.status) {
    case 'success':
      return { status: 'success', message: typeof value.message === 'string' ? value.message : '' }
    case 'invalid':
      return { status: 'invalid', errors: stringsOf(value.errors) }
    case 'limited': {
      const seconds = Number(value.retryAfter)
      return {
        status: 'limited',
        retryAfter: Number.isFinite(seconds) && seconds > 0 ? seconds : 60,
      }
    }
    case 'refused':
      return {
        status: 'refused',
        reason:
          value.reason === 'origin' || value.reason === 'too-large' ? value.reason : 'malformed',
      }
    default:
      return { status: 'unavailable' }
  }
}
