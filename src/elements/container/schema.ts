import * as z from 'zod'
import type { ContentElement } from '../../lib/page'
import { contentElementSchema } from '../shared/content-element-schema'
import { lenientList, lenientText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'
import { readContainer } from './container-shape'

type NestedElement = z.output<typeof contentElementSchema>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Content already in the storefront's container shape (a parsed page read again). */
const isParsedContainer = (value: unknown): boolean =>
  isRecord(value) &&
  Array.isArray(value['columns']) &&
  value['columns'].every((column) => isRecord(column) && Array.isArray(column['elements']))

/** Either EXT:headless container shape (./container-shape.ts) → { …fields, columns, brokenColumns }. */
const toContainerContent = (value: unknown): unknown => {
  if (isParsedContainer(value)) return value
  const container = readContainer(value)
  if (!container) return value
  const { fields, columns, brokenColumns } = container
  return { ...fields, columns, brokenColumns }
}

/**
 * A b13/container element (the storefront's CType 'container'; the CMS's own CType is kept in
 * `containerType`, which a brand's layout is chosen by): its header and its columns in the
 * container's order, each child parsed by its own type's schema, which the content-schema
 * registry passes in (as for shortcut). A container without a single readable column does not
 * parse: it becomes an invalid element, shown in development and logged by the worker.
 */
export const containerSchemaOf = (parseNested: (element: NestedElement) => ContentElement) =>
  z.preprocess(
    toContainerContent,
    z.object({
      ...headerFields,
      containerType: lenientText,
      columns: z
        .array(
          z.object({
            name: lenientText,
            colPos: z.number().int().nullable().catch(null),
            elements: lenientList(contentElementSchema).transform((elements) =>
              elements.map(parseNested),
            ),
          }),
        )
        .min(1),
      /** Columns the CMS sent without a list of children: dropped, named for the worker's log. */
      brokenColumns: z.array(z.string()).catch([]),
    }),
  )

export interface ContainerColumn {
  name: string
  colPos: number | null
  elements: ContentElement[]
}
