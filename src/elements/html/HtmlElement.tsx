import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../registry'

export function HtmlElement({ content }: ElementProps<'html'>) {
  return <RichText html={content.bodytext} className="ce-html" />
}
