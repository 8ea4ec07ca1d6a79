import { ContentElements } from '../ContentElements'
import type { ElementProps } from '../registry'

/**
 * Renders the referenced elements as if they stood here, each in its own frame; the page's
 * priority image may be among them (src/elements/lead-image.ts walks into shortcuts).
 */
export function ShortcutElement({ content }: ElementProps<'shortcut'>) {
  return <ContentElements elements={content.shortcut} />
}
