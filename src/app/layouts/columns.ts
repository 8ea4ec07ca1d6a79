import type { ReactNode } from 'react'

/**
 * Rendered content per TYPO3 backend-layout column, keyed 'colPos0', 'colPos1', … colPos0 is the
 * main column everywhere; colPos1 is the sidebar (layout-1, layout-2) or the left lower column
 * (layout-3); colPos2 is the right lower column of layout-3. Every column a layout does not
 * place is written below the ones it does (FurtherColumns.tsx): content is never dropped for
 * sitting in a column the layout does not name.
 */
export type LayoutColumns = Readonly<Partial<Record<`colPos${number}`, ReactNode>>>

export interface LayoutVariantProps {
  columns: LayoutColumns
}

/** Whether a column has anything to render (the CMS sends empty columns as empty arrays). */
export const hasContent = (node: ReactNode): boolean =>
  node !== undefined &&
  node !== null &&
  node !== false &&
  !(Array.isArray(node) && node.length === 0)

const COLUMN_KEY = /^colPos(\d+)$/

/** The columns with content other than `placed`, in ascending colPos: their document order. */
export const furtherColumns = (
  columns: LayoutColumns,
  placed: readonly number[],
): { colPos: number; content: ReactNode }[] =>
  Object.entries(columns)
    .flatMap(([key, content]) => {
      const match = COLUMN_KEY.exec(key)
      const colPos = match ? Number(match[1]) : NaN
      return match && !placed.includes(colPos) && hasContent(content) ? [{ colPos, content }] : []
    })
    .sort((a, b) => a.colPos - b.colPos)
