import * as z from 'zod'
import { lenientText } from '../../lib/media'
import { lenientList, richText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType account: the account overview (SPEC.md section 2): a greeting, the links to the account
 * areas the editor lists (`links`: title and site path, e.g. the addresses, orders, returns and
 * account information pages) and the sign-out button.
 */
export const accountLinkSchema = z.object({ title: lenientText, link: z.string().startsWith('/') })
export const accountSchema = z.object({
  ...headerFields,
  bodytext: richText,
  links: lenientList(accountLinkSchema),
})
