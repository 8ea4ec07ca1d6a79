import type { ContentElement, Page } from '../lib/page'

/** One content column of a page: TYPO3's colPos and its elements. */
export interface PageColumn {
  colPos: number
  elements: readonly ContentElement[]
}

const COLUMN_KEY = /^colPos(\d+)$/

/**
 * The page's columns that hold elements, in document order: ascending colPos, so the main
 * column (colPos0) first. Every backend layout writes its columns in this order
 * (src/app/layouts), whatever it places where; keys other than colPos<n> are no column.
 */
export const pageColumns = (page: Page): PageColumn[] =>
  Object.entries(page.content)
    .flatMap(([key, elements]) => {
      const match = COLUMN_KEY.exec(key)
      return match && elements.length > 0 ? [{ colPos: Number(match[1]), elements }] : []
    })
    .sort((a, b) => a.colPos - b.colPos)
