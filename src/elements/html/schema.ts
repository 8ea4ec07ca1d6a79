import * as z from 'zod'
import { richText } from '../shared/fields'

/**
 * CType html: markup an editor pasted. Sanitised like rich text all the same: pasted snippets are
 * exactly where third-party <script> tags turn up, and the nonce CSP would block them anyway.
 */
export const htmlSchema = z.object({ bodytext: richText })
export type HtmlContent = z.output<typeof htmlSchema>
