import * as z from 'zod'
import type { ContentElement } from '../../lib/page'
import { contentElementSchema } from '../shared/content-element-schema'
import { lenientList } from '../shared/fields'

/**
 * CType shortcut ('Insert records'): the referenced elements, already resolved by EXT:headless.
 * Each of them is parsed by its own type's schema, which the content-schema registry passes in:
 * a factory, because that registry holds this schema too.
 */
export const shortcutSchemaOf = (parseNested: (element: NestedElement) => ContentElement) =>
  z.object({
    shortcut: lenientList(contentElementSchema).transform((elements) => elements.map(parseNested)),
  })

type NestedElement = z.output<typeof contentElementSchema>

export interface ShortcutContent {
  shortcut: ContentElement[]
}
