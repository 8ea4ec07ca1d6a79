import * as z from 'zod'
import { richText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/** CType text: header plus editor HTML (RTE). */
export const textSchema = z.object({ ...headerFields, bodytext: richText })
export type TextContent = z.output<typeof textSchema>
