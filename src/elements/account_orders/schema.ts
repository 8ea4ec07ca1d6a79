import * as z from 'zod'
import { headerFields } from '../shared/header-fields'

/**
 * CType account_orders: the signed-in customer's orders (SPEC.md section 2):
 * the list, and with `?order=<number>` one order with reorder and return. `returnsLink` is the
 * editor's returns page (where a return for an order is created). The orders are the customer's,
 * loaded in the browser: never in the cached page.
 */
export const accountOrdersSchema = z.object({
  ...headerFields,
  returnsLink: z.string().catch(''),
})
export type AccountOrdersContent = z.output<typeof accountOrdersSchema>
