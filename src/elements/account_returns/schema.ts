import * as z from 'zod'
import { headerFields } from '../shared/header-fields'

/**
 * CType account_returns: the signed-in customer's returns (SPEC.md section 2):
 * the list, `?return=<uid>` one return, `?order=<number>` a new return for that order's items.
 * `ordersLink` is the editor's orders page. Returns are Adobe Commerce's RMA (see
 * src/shop/operations/customer-returns.ts); the data is loaded in the browser.
 */
export const accountReturnsSchema = z.object({
  ...headerFields,
  ordersLink: z.string().catch(''),
})
export type AccountReturnsContent = z.output<typeof accountReturnsSchema>
