import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { Gallery } from '../shared/Gallery'

export function ImageElement({ content, priority }: ElementProps<'image'>) {
  return (
    <div className="ce-image">
      <ElementHeader fields={content} />
      <Gallery
        gallery={content.gallery}
        priority={priority}
        enlarge={content.enlargeImageOnClick}
      />
    </div>
  )
}
