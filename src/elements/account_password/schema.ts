import * as z from 'zod'
import { richText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType account_password: password forgotten (requestPasswordResetEmail) and, opened from the mailed link with ?email=&token=, the reset (resetPassword).
 * What the customer sees of their own is never in the cached page: it loads in the browser.
 */
export const accountPasswordSchema = z.object({ ...headerFields, bodytext: richText })
