import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../element-definition'
import type { HtmlContent } from './schema'

export function HtmlElement({ content }: ElementProps<HtmlContent>) {
  return <RichText html={content.bodytext} className="ce-html" />
}
