import { createElement } from 'react'
import { cx } from './class-names'
import { DEFAULT_HEADER_TYPE, useDefaultHeaderType } from './default-header-type'
import { ElementLink } from './ElementLink'
import type { HeaderFields } from './header-fields'
import { HIDDEN_HEADER_LAYOUT } from './header-layout'
import { usePageSubject } from './page-subject'

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
const HEADING_TAGS: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

/**
 * TYPO3 header_layout: 1–6 pick h1–h6; 0 ('Default') and unknown values are the site's default
 * (`defaultType`, h2 unless the site sets another: ./default-header-type.ts).
 */
export const headingTag = (headerLayout: number, defaultType = DEFAULT_HEADER_TYPE): HeadingTag =>
  HEADING_TAGS[headerLayout - 1] ?? HEADING_TAGS[defaultType - 1] ?? 'h2'

/** The header and subheader of a content element, as the editor set them up. */
export function ElementHeader({ fields }: { fields: HeaderFields }) {
  const { header, subheader, headerLayout, headerPosition, headerLink } = fields
  const defaultType = useDefaultHeaderType()
  const subject = usePageSubject()
  if (headerLayout === HIDDEN_HEADER_LAYOUT || (!header && !subheader)) return null
  const title = headerLink ? <ElementLink link={headerLink}>{header}</ElementLink> : header
  const tag = headingTag(headerLayout, defaultType)
  // The page's h1 names what the address chose (a listing's category), the editor's header
  // stays above it as its kicker.
  const named = tag === 'h1' && subject !== null
  // createElement rather than <Heading>: the tag is a string chosen per render, not a component.
  const heading =
    (header || named) &&
    createElement(tag, { className: 'ce-header__title' }, named ? subject : title)
  return (
    <header className={cx('ce-header', headerPosition && `ce-header--${headerPosition}`)}>
      {named && header && <p className="ce-header__kicker">{title}</p>}
      {heading}
      {subheader && <p className="ce-header__subheader">{subheader}</p>}
    </header>
  )
}
