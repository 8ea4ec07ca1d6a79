import type { Translate } from '../../lib/i18n'
import type { Page } from '../../lib/page'
import type { RouteState } from './route-state'

/** The error a route shows, if any (SPEC.md section 2 'Error page', section 8). */
export interface RouteError {
  status: number
  /** For developers and crawlers (English, as logged); a shopper reads errorHeadline instead. */
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

/**
 * What went wrong, in the page's language, by the status's kind: the Error's message is English
 * and names the upstream that failed, which is for the logs, not for a shopper reading German.
 * 502, 503 and 504 are one kind to a shopper: the shop is away for a moment, try again.
 */
export const errorHeadline = (t: Translate, status: number): string => {
  if (status === 404 || status === 410) return t('error.title.not-found')
  if (status === 502 || status === 503 || status === 504) return t('error.title.unavailable')
  if (status >= 500) return t('error.title.server')
  return t('error.title.request')
}

/** '{status} - {fallback page title, or the headline of the status in the page's language}'. */
export const errorTitle = (error: RouteError, t: Translate): string =>
  `${error.status} - ${error.fallback?.title || errorHeadline(t, error.status)}`
