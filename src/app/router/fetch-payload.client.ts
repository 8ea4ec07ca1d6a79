import type { PayloadStore } from './payload-store'
import type { PayloadResponse } from './route-state'

/**
 * A page's payload from the worker; a 404 answers with the not-found page's payload, or with a
 * page that says what is not there (a listing page past the last), a 410 with a page of what is
 * gone (a closed job posting).
 */
export const fetchPayload = async (source: string): Promise<PayloadResponse> => {
  const response = await fetch(source, { headers: { accept: 'application/json' } })
  if (!response.ok && response.status !== 404 && response.status !== 410) {
    throw new Error(`payload ${response.status}`)
  }
  return (await response.json()) as PayloadResponse
}

/**
 * The payload at `source` as fetched ahead (on hover, focus or sight: no wait for the network),
 * else fetched now and kept: a hover that comes late, or a way back within a moment, needs no
 * request. With `retry` (a navigation), one fetched ahead that fails is fetched again.
 */
export const keptPayload = (
  store: PayloadStore,
  source: string,
  retry: boolean,
): Promise<PayloadResponse> => {
  const ahead = store.get(source)
  const response =
    (retry ? ahead?.catch(() => fetchPayload(source)) : ahead) ?? fetchPayload(source)
  if (!ahead) store.set(source, response)
  return response
}
