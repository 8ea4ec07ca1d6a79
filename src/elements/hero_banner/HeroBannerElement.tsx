import type { ElementProps } from '../element-definition'
import { HeroBanner } from './HeroBanner'
import type { HeroBannerContent } from './schema'

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
