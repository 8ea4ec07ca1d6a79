import type { ContentElement } from '../../types'
import type { ElementOptions, MakeElement } from './element-frame'

/** fluid_styled_content's text elements: header, text, lists, tables, HTML, dividers, shortcuts. */
export const textElements = (element: MakeElement) => ({
  header: (header: string, o: ElementOptions = {}) =>
    element('header', header, { headerLayout: 1, ...o }),
  text: (header: string, bodytext: string, o: ElementOptions = {}) =>
    element('text', header, o, { bodytext }),
  bullets: (header: string, items: string[], o: ElementOptions & { ordered?: boolean } = {}) =>
    element('bullets', header, o, { bulletsType: o.ordered ? 1 : 0, bodytext: items }),
  definitions: (
    header: string,
    items: [term: string, definition: string][],
    o: ElementOptions = {},
  ) => element('bullets', header, o, { bulletsType: 2, bodytext: items }),
  table: (
    header: string,
    rows: string[][],
    o: ElementOptions & {
      caption?: string
      tableHeader?: 0 | 1 | 2
      tfoot?: boolean
      tableClass?: string
    } = {},
  ) =>
    element('table', header, o, {
      bodytext: rows,
      tableCaption: o.caption ?? '',
      tableHeaderPosition: o.tableHeader ?? 1,
      tableClass: o.tableClass ?? '',
      tableTfoot: o.tfoot ? 1 : 0,
    }),
  html: (header: string, bodytext: string, o: ElementOptions = {}) =>
    element('html', header, o, { bodytext }),
  shortcut: (header: string, referenced: ContentElement[], o: ElementOptions = {}) =>
    element('shortcut', header, o, { shortcut: referenced }),
  div: (o: ElementOptions = {}) => element('div', '', { frameClass: 'ruler-before', ...o }),
})
