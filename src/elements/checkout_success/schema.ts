import * as z from 'zod'
import { richText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType checkout_success: the success page after the shop host's checkout (SPEC.md section 2).
 * The editor writes the thanks (header, text); the order comes with the shopper's return URL.
 */
export const checkoutSuccessSchema = z.object({ ...headerFields, bodytext: richText })
export type CheckoutSuccessContent = z.output<typeof checkoutSuccessSchema>
