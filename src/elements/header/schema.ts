import * as z from 'zod'
import { headerFields } from '../shared/header-fields'

/** CType header: nothing but the common header fields. */
export const headerSchema = z.object(headerFields)
export type HeaderContent = z.output<typeof headerSchema>
