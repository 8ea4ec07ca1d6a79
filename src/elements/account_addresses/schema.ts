import * as z from 'zod'
import { richText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType account_addresses: the customer's address book (SPEC.md section 2).
 * The editor writes the header and an optional intro; the addresses are the signed-in
 * customer's, loaded from the shop in the browser (per-user data is never in the cached page).
 */
export const accountAddressesSchema = z.object({ ...headerFields, bodytext: richText })
export type AccountAddressesContent = z.output<typeof accountAddressesSchema>
