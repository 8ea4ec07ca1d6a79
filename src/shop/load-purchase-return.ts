/**
 * The checkout return's code (./purchase-return.client.ts), in a chunk of its own: loaded after
 * hydration by a page whose address carries a purchase, never by the others.
 */
export const loadPurchaseReturn = () => import('./purchase-return.client')
