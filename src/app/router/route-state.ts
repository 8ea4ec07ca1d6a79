import type { RenderError } from '../bootstrap'
import type { InitialData, PagePayload } from '../../lib/page'

/** What the app shows: one path's payload, the initial data of its locale, or an error. */
export interface RouteState {
  path: string
  locale: string
  payload: PagePayload
  initialData: InitialData
  error: RenderError | null
}

/** The JSON that GET <path>/_payload.json answers (src/worker/routes/payload.ts). */
export interface PayloadResponse {
  buildId: string
  payload: PagePayload
  initialData?: InitialData
}

/** '/en/about' → '/en/about/_payload.json?v=…'; the root keeps a single slash. */
export const payloadUrl = (path: string, buildId: string, withInitialData: boolean): string => {
  const [pathname = '/', search = ''] = path.split('?')
  const base = pathname === '/' ? '' : pathname.replace(/\/+$/, '')
  const query = new URLSearchParams(search)
  query.set('v', buildId)
  if (withInitialData) query.set('initialData', '1')
  return `${base}/_payload.json?${query.toString()}`
}
