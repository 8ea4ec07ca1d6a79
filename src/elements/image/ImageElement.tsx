import type { ElementProps } from '../element-definition'
import { ElementHeader } from '../shared/ElementHeader'
import { Gallery } from '../shared/Gallery'
import type { ImageContent } from './schema'

export function ImageElement({ content, priority }: ElementProps<ImageContent>) {
  return (
    <div className="ce-image">
      <ElementHeader fields={content} />
      <Gallery gallery={content.gallery} priority={priority} />
    </div>
  )
}
