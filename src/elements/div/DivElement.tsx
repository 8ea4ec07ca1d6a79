import * as z from 'zod'
import type { ElementProps } from '../element-definition'

/** CType div: a divider. TYPO3 never shows this element's header, so it is not read. */
export const divSchema = z.object({})
export type DivContent = z.output<typeof divSchema>

export function DivElement(_props: ElementProps<DivContent>) {
  return <hr className="ce-divider" />
}
