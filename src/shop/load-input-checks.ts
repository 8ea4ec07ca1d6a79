/**
 * The zod checks of shopper input (./validation.ts), loaded when a form is first submitted: a
 * page with an add-to-cart form or a cart does not load a parser before the shopper acts. The
 * cart actions check the same input again when they run (they load with it).
 */
export const loadInputChecks = () => import('./validation')
