import { ContentElements } from '../ContentElements'
import type { ElementProps } from '../element-definition'
import type { ShortcutContent } from './schema'

/** Renders the referenced elements as if they stood here, each in its own frame. */
export function ShortcutElement({ content, priority }: ElementProps<ShortcutContent>) {
  return <ContentElements elements={content.shortcut} priorityFirst={priority} />
}
