import * as z from 'zod'
import type { ElementProps } from '../element-definition'
import { ElementHeader } from '../shared/ElementHeader'
import { headerFields } from '../shared/header-fields'

/** CType header: nothing but the common header fields. */
export const headerSchema = z.object(headerFields)
export type HeaderContent = z.output<typeof headerSchema>

export function HeaderElement({ content }: ElementProps<HeaderContent>) {
  return <ElementHeader fields={content} />
}
