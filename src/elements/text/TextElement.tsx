import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'

export function TextElement({ content }: ElementProps<'text'>) {
  return (
    <div className="ce-text">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
    </div>
  )
}
