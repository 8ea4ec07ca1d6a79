import * as z from 'zod'
import { integer, lenientText, linkField } from './fields'

/** The header fields every TYPO3 content element carries (fluid_styled_content palette 'header'). */
export const headerFields = {
  header: lenientText,
  subheader: lenientText,
  /** 0 = the site default (h2), 1–6 = h1–h6, 100 = hidden. */
  headerLayout: integer(0),
  headerPosition: z.enum(['', 'left', 'center', 'right']).catch(''),
  headerLink: linkField,
}

export const headerSchema = z.object(headerFields)
export type HeaderFields = z.output<typeof headerSchema>
