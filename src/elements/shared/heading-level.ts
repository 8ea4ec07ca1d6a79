import { DEFAULT_HEADER_TYPE, useDefaultHeaderType } from './default-header-type'
import { headingTag } from './ElementHeader'
import type { HeaderFields } from './header-fields'
import { HIDDEN_HEADER_LAYOUT } from './header-layout'

/**
 * Heading levels inside an element follow the element's own heading, which editors set per
 * element (h1 on the cart page, h4 in a sidebar), so the page's outline stays whole.
 */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6

export const deeper = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel

type HeadingFields = Pick<HeaderFields, 'header' | 'headerLayout'>

/** The level below the element's heading; h2 when the element shows none. */
export const levelBelow = (
  fields: HeadingFields,
  defaultType = DEFAULT_HEADER_TYPE,
): HeadingLevel => {
  if (fields.headerLayout === HIDDEN_HEADER_LAYOUT || !fields.header) return 2
  const level = Number(headingTag(fields.headerLayout, defaultType).slice(1))
  return level <= 1 ? 2 : deeper(level as HeadingLevel)
}

/** levelBelow with the site's default heading level for header_layout 0. */
export const useLevelBelow = (fields: HeadingFields): HeadingLevel =>
  levelBelow(fields, useDefaultHeaderType())
