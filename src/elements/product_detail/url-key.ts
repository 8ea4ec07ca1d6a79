/**
 * Magento url keys: lower-case letters, digits and hyphens. A module of its own, without zod:
 * the listing's quick view checks the address with it in the browser, where zod is not loaded
 * with a page's first script (../../lib/zod-jitless.ts).
 */
export const URL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
