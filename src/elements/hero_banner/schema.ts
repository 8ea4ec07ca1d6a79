import * as z from 'zod'
import { parseFile } from '../../lib/media'
import { lenientRichText, lenientText } from '../shared/fields'

/**
 * CType hero_banner (this site's own): header = title, subheader, bodytext (HTML), image (FILE or
 * null) and search (null or { placeholder, buttonLabel }).
 */
export const heroBannerSchema = z.object({
  header: lenientText,
  subheader: lenientText,
  bodytext: lenientRichText,
  image: z.unknown().optional().transform(parseFile),
  search: z.object({ placeholder: lenientText, buttonLabel: lenientText }).nullable().catch(null),
})
export type HeroBannerContent = z.output<typeof heroBannerSchema>
