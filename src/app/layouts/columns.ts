import type { ReactNode } from 'react'

/**
 * Rendered content per TYPO3 backend-layout column. colPos0 is the main column everywhere;
 * colPos1 is the sidebar (layout-1, layout-2) or the left lower column (layout-3); colPos2 is
 * the right lower column of layout-3.
 */
export interface LayoutColumns {
  colPos0?: ReactNode
  colPos1?: ReactNode
  colPos2?: ReactNode
}

export interface LayoutVariantProps {
  columns: LayoutColumns
}

/** Whether a column has anything to render (the CMS sends empty columns as empty arrays). */
export const hasContent = (node: ReactNode): boolean =>
  node !== undefined &&
  node !== null &&
  node !== false &&
  !(Array.isArray(node) && node.length === 0)
