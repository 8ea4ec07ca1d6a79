import type { Page } from '../../lib/page'
import type { RouteState } from './route-state'

/** The error a route shows, if any (SPEC.md section 2 'Error page', section 8). */
export interface RouteError {
  status: number
  message: string
  /** The CMS's own error page, sent along with its 404. */
  fallback: Page | null
  stack: string | null
}

export const notFoundMessage = (path: string) => `Page not found: ${path}`

export const routeError = (state: RouteState): RouteError | null => {
  // A not-found error may come with the site's error page (a malformed address, worker routes).
  if (state.error)
    return {
      ...state.error,
      fallback: state.payload.kind === 'not-found' ? state.payload.page : null,
    }
  if (state.payload.kind === 'not-found') {
    return {
      status: 404,
      message: notFoundMessage(state.path),
      fallback: state.payload.page,
      stack: null,
    }
  }
  return null
}

/** '{status} - {fallback page title or message}'. */
export const errorTitle = (error: RouteError): string =>
  `${error.status} - ${error.fallback?.title || error.message}`
