import * as z from 'zod'
import { contentElementSchema } from '../shared/content-element-schema'
import { lenientList } from '../shared/fields'

/**
 * CType shortcut ('Insert records'): the referenced elements, already resolved by EXT:headless.
 * Kept apart from ShortcutElement.tsx, which imports ContentElements and so sits in an import
 * cycle with the registry: a schema here is initialised whichever module loads first.
 */
export const shortcutSchema = z.object({ shortcut: lenientList(contentElementSchema) })
export type ShortcutContent = z.output<typeof shortcutSchema>
