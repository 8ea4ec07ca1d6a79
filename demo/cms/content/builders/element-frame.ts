import type { ContentElement, HeaderFields, HeaderLink } from '../../types'

/** The header and appearance fields every content element takes. */
export interface ElementOptions {
  subheader?: string
  headerLayout?: HeaderFields['headerLayout']
  headerPosition?: HeaderFields['headerPosition']
  link?: string | { href: string; text: string; target?: string }
  layout?: string
  frameClass?: string
  spaceBefore?: string
  spaceAfter?: string
}

/** An element of `type` with its header first, then the type's own `fields`. */
export type MakeElement = (
  type: string,
  header: string,
  o: ElementOptions,
  fields?: Record<string, unknown>,
) => ContentElement

const headerLink = (link: ElementOptions['link']): HeaderFields['headerLink'] => {
  if (link === undefined) return ''
  const { href, text, target } = typeof link === 'string' ? { href: link, text: link } : link
  const value: HeaderLink = {
    href,
    target: target ?? null,
    class: null,
    title: text,
    linkText: text,
    additionalAttributes: [],
  }
  return value
}

/**
 * The elements of one page: ids are derived from the page uid (uid × 100 + n, n counting the
 * page's elements in the order they are built), so they are stable across requests.
 */
export const elementMaker = (pageId: number): MakeElement => {
  let elements = 0
  return (type, header, o, fields = {}) => ({
    id: pageId * 100 + ++elements,
    type,
    colPos: 0,
    categories: '',
    appearance: {
      layout: o.layout ?? 'default',
      frameClass: o.frameClass ?? 'default',
      spaceBefore: o.spaceBefore ?? '',
      spaceAfter: o.spaceAfter ?? '',
    },
    content: {
      header,
      subheader: o.subheader ?? '',
      headerLayout: o.headerLayout ?? (header ? 2 : 0),
      headerPosition: o.headerPosition ?? '',
      headerLink: headerLink(o.link),
      ...fields,
    },
  })
}
