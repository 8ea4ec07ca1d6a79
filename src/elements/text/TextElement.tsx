import * as z from 'zod'
import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../element-definition'
import { ElementHeader } from '../shared/ElementHeader'
import { bodyText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'

/** CType text: header plus editor HTML (RTE). */
export const textSchema = z.object({ ...headerFields, bodytext: bodyText })
export type TextContent = z.output<typeof textSchema>

export function TextElement({ content }: ElementProps<TextContent>) {
  return (
    <div className="ce-text">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
    </div>
  )
}
