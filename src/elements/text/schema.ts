import * as z from 'zod'
import { bodyText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/** CType text: header plus editor HTML (RTE). */
export const textSchema = z.object({ ...headerFields, bodytext: bodyText })
export type TextContent = z.output<typeof textSchema>
