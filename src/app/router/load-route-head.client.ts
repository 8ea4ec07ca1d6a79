import { loadOnce } from '../../lib/load-once'

/**
 * The client navigation's own code (./navigation-kit.client.ts), loaded with the first
 * navigation, or with the first page fetched ahead: the server wrote the first page's head, and
 * a first view arrives at nothing, so a first view needs none of it.
 */
export const loadRouteHead = loadOnce(() => import('./navigation-kit.client'))
