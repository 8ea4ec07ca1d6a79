import * as z from 'zod'
import { parseFile } from '../../lib/media'
import type { ElementProps } from '../element-definition'
import { lenientText } from '../shared/fields'
import { HeroBanner } from './HeroBanner'

/**
 * CType hero_banner (this site's own): header = title, subheader, bodytext (HTML), image (FILE or
 * null) and search (null or { placeholder, buttonLabel }).
 */
export const heroBannerSchema = z.object({
  header: lenientText,
  subheader: lenientText,
  bodytext: lenientText,
  image: z.unknown().optional().transform(parseFile),
  search: z.object({ placeholder: lenientText, buttonLabel: lenientText }).nullable().catch(null),
})
export type HeroBannerContent = z.output<typeof heroBannerSchema>

export function HeroBannerElement({ content, priority }: ElementProps<HeroBannerContent>) {
  return (
    <HeroBanner
      title={content.header}
      subtitle={content.subheader}
      bodytext={content.bodytext}
      image={content.image}
      search={content.search}
      priority={priority}
    />
  )
}
