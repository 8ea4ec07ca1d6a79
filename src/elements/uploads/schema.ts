import * as z from 'zod'
import { parseFileList } from '../../lib/media'
import { flag, integer } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/**
 * CType uploads (file links): media FILE[]; displayInformation is TYPO3's uploads_type,
 * displayFileSizeInformation and displayDescription switch the size and the description on.
 * The file type is always shown: a shopper should know a download is a PDF before opening it.
 */
export const uploadsSchema = z.object({
  ...headerFields,
  media: z.unknown().optional().transform(parseFileList),
  displayInformation: integer(0),
  displayFileSizeInformation: flag,
  displayDescription: flag,
})
export type UploadsContent = z.output<typeof uploadsSchema>
