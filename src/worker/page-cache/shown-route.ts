import type { RouteState } from '../../app'
import type { ShownRoute } from './edge-store'

/** The index row's side of a rendered route: its path, locale and CMS page id. */
export const shownRouteOf = ({ path, locale, payload }: RouteState): ShownRoute => ({
  path,
  locale,
  pageId: payload.kind === 'page' ? payload.page.id : null,
})
