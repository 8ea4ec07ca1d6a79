import * as z from 'zod'
import { flag, integer, lenientText, textRows } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType table: bodytext rows of cells; tableHeaderPosition 0 = none, 1 = first row is the
 * header (thead), 2 = first column heads each row (th scope=row); tableTfoot puts the last row
 * in tfoot; tableClass is the editor's style ('striped', 'bordered', …).
 */
export const tableSchema = z.object({
  ...headerFields,
  bodytext: textRows,
  tableCaption: lenientText,
  tableHeaderPosition: integer(0),
  tableClass: lenientText,
  tableTfoot: flag,
})
export type TableContent = z.output<typeof tableSchema>
