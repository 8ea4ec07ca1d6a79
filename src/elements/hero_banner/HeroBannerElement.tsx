import type { ElementProps } from '../registry'
import { HeroBanner } from './HeroBanner'

export function HeroBannerElement({ content, priority }: ElementProps<'hero_banner'>) {
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
