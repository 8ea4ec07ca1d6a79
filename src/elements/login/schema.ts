import * as z from 'zod'
import { richText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType login: sign-in form (SPEC.md section 2). The editor writes header and an optional text; the form is the storefront's.
 * What the customer sees of their own is never in the cached page: it loads in the browser.
 */
export const loginSchema = z.object({ ...headerFields, bodytext: richText })
