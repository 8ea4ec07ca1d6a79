import { ContentElements } from '../ContentElements'
import type { ElementProps } from '../registry'

/** Renders the referenced elements as if they stood here, each in its own frame. */
export function ShortcutElement({ content, priority }: ElementProps<'shortcut'>) {
  return <ContentElements elements={content.shortcut} priorityFirst={priority} />
}
