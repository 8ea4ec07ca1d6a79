/**
 * app: the React shell the worker renders and the browser hydrates: the <Storefront> root, its
 * layouts and chrome, the document shell and head, the router, and the per-request (server) or
 * per-page-load (browser) services.
 * May import: src/lib, src/brands, src/shop, src/account, src/elements (DESIGN.md section 3);
 * never hono, Workers APIs or src/worker.
 *
 * This index is the worker's view of the layer (src/worker imports src/app only through it):
 * what one server render needs. Not here: client.tsx, the browser entry, which hydrates when
 * imported, and the browser-only router modules (*.client.ts).
 */
export { Storefront } from './Storefront'
export { noAnalytics } from './analytics/analytics'
export { activeAnalytics } from './analytics/analytics-settings'
export type { Bootstrap } from './bootstrap'
export { documentShell } from './document-shell'
export { routeHead } from './head/route-head'
export { routeElementTypes, routeHydration } from './router/route-elements'
export { notFoundMessage } from './router/route-error'
export { pageLanguages } from './page-languages'
export type { PayloadResponse, RouteState } from './router/route-state'
export { createStorefrontServices } from './services/create-services'
export { createServerTranslations, type SharedTranslator } from './services/translations'
