import * as z from 'zod'
import { integer, textRows } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType bullets: bulletsType 0 = unordered, 1 = ordered, 2 = definition list with [term,
 * definition] rows. Items are plain text, as fluid_styled_content prints them escaped.
 */
export const bulletsSchema = z.object({
  ...headerFields,
  bulletsType: integer(0), // unordered,
  bodytext: textRows,
})
export type BulletsContent = z.output<typeof bulletsSchema>
