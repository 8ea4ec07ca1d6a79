import * as z from 'zod'
import { richText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType account_register: create an account (createCustomerV2), then signed in.
 * What the customer sees of their own is never in the cached page: it loads in the browser.
 */
export const accountRegisterSchema = z.object({ ...headerFields, bodytext: richText })
