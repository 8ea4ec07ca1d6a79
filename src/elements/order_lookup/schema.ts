import * as z from 'zod'
import { headerFields } from '../shared/header-fields'

/**
 * CType order_lookup: the guest order lookup (SPEC.md section 2). Magento
 * 2.4.8's guestOrder asks for the order number, the email address and the last name of the
 * order (OrderInformationInput has no postcode), so the form asks for those three.
 */
export const orderLookupSchema = z.object(headerFields)
export type OrderLookupContent = z.output<typeof orderLookupSchema>
