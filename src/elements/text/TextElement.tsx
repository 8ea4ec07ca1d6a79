import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../element-definition'
import { ElementHeader } from '../shared/ElementHeader'
import type { TextContent } from './schema'

export function TextElement({ content }: ElementProps<TextContent>) {
  return (
    <div className="ce-text">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
    </div>
  )
}
