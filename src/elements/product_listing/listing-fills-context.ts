import { createContext } from 'react'
import type { ListingFills } from './listing-state'

/**
 * The server's render starts before the shop answered (README 'Rendering'): the worker hands the
 * listings' fills over as a promise here, and the listing suspends on it, so header and content
 * above stream at once. The browser never has it: its payload holds the fills already.
 */
export const ListingFillsContext = createContext<Promise<ListingFills> | null>(null)
