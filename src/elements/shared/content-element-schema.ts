import * as z from 'zod'
import { lenientText } from './fields'

/**
 * A content element nested in another one (shortcut), in the EXT:headless shape
 * `{ id, type, colPos, appearance { layout, frameClass, spaceBefore, spaceAfter }, content }`.
 * Top-level elements arrive normalised by the worker; nested ones are read here as leniently.
 */
export const contentElementSchema = z.object({
  id: z.coerce.number().int(),
  type: z.string().min(1),
  colPos: z.coerce.number().int().catch(0),
  appearance: z
    .object({
      layout: lenientText,
      frameClass: lenientText,
      spaceBefore: lenientText,
      spaceAfter: lenientText,
    })
    .catch({ layout: '', frameClass: '', spaceBefore: '', spaceAfter: '' }),
  content: z.record(z.string(), z.unknown()).catch({}),
})
