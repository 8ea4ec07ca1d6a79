import * as z from 'zod'
import { richText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType account_information: the customer's name, email address and password.
 * What the customer sees of their own is never in the cached page: it loads in the browser.
 */
export const accountInformationSchema = z.object({ ...headerFields, bodytext: richText })
