import { loadOnce } from '../../lib/load-once'

/**
 * The head builder of a page reached by client navigation (../head/route-head.ts), loaded with
 * the first navigation, or with the first page fetched ahead: the server wrote the first page's
 * head, so a first view needs none of it, nor what it brings (the schema.org builders of every
 * detail element and the date formatting they use; issue 28, point 2).
 */
export const loadRouteHead = loadOnce(() =>
  import('../head/route-head').then((module) => module.routeHead),
)
