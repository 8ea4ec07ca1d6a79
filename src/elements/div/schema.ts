import * as z from 'zod'

/** CType div: a divider. TYPO3 never shows this element's header, so it is not read. */
export const divSchema = z.object({})
export type DivContent = z.output<typeof divSchema>
