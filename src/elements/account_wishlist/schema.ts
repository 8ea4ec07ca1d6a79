import * as z from 'zod'
import { richText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType account_wishlist: the customer's wishlist. The editor writes the
 * header and an optional intro; the items are the signed-in customer's, loaded from the shop in
 * the browser (per-user data is never in the cached page).
 */
export const accountWishlistSchema = z.object({ ...headerFields, bodytext: richText })
export type AccountWishlistContent = z.output<typeof accountWishlistSchema>
