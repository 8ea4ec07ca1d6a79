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

/**
 * The route a fetched payload shows at a path in a locale. A payload of the same locale comes
 * without initial data: the route shown has it.
 */
export const fetchedRoute = (
  { path, locale }: { path: string; locale: string },
  body: PayloadResponse,
  shown: RouteState,
): RouteState => ({
  path,
  locale,
  payload: body.payload,
  initialData: body.initialData ?? shown.initialData,
  error: null,
})

/** '/en/about' → '/en/about/_payload.json?v=…'; the root keeps a single slash. */
export const payloadUrl = (path: string, buildId: string, withInitialData: boolean): string => {
  const [pathname = '/', search = ''] = path.split('?')
  const base = pathname === '/' ? '' : pathname.replace(/\/+$/, '')
  const query = new URLSearchParams(search)
  query.set('v', buildId)
  if (withInitialData) query.set('initialData', '1')
  return `${base}/_payload.json?${query.toString()}`
}
