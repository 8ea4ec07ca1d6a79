import { createContext } from 'react'
import type { ShopClient } from '../client/shop-result'

/**
 * The page's shop client: the app shell's own (services.shop), which sends the customer's token
 * while the session says they are signed in and signs them out when the shop ends the session.
 * For elements that query the shop themselves (a product's reviews) rather than through the
 * cart's or the account's actions. Null outside the shell.
 */
export const ShopClientContext = createContext<ShopClient | null>(null)
