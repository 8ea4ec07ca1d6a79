import * as z from 'zod'
import { headerFields } from '../shared/header-fields'

export const cartSchema = z.object(headerFields)
export type CartContent = z.output<typeof cartSchema>
