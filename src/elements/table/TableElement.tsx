import { useId } from 'react'
import { useT } from '../../lib/i18n'
import type { ElementProps } from '../registry'
import { classToken, cx } from '../shared/class-names'
import { ElementHeader } from '../shared/ElementHeader'

const HEADER_TOP = 1
const HEADER_LEFT = 2

function TableRow({ cells, headerLeft }: { cells: string[]; headerLeft: boolean }) {
  return (
    <tr>
      {cells.map((cell, index) =>
        headerLeft && index === 0 ? (
          <th key={index} scope="row">
            {cell}
          </th>
        ) : (
          <td key={index}>{cell}</td>
        ),
      )}
    </tr>
  )
}

export function TableElement({ content }: ElementProps<'table'>) {
  const { bodytext: rows, tableHeaderPosition, tableTfoot, tableCaption, tableClass } = content
  const headerTop = tableHeaderPosition === HEADER_TOP && rows.length > 0
  const headerLeft = tableHeaderPosition === HEADER_LEFT
  const head = headerTop ? rows[0] : undefined
  const bodyRows = rows.slice(headerTop ? 1 : 0)
  // The footer row comes out of the body, never out of the header row.
  const foot = tableTfoot && bodyRows.length > 1 ? bodyRows.pop() : undefined
  const t = useT()
  const captionId = useId()
  // The box scrolls sideways on a phone: a keyboard reaches it, and it is named as what it holds
  // (its caption, else the element's header), so that its tab stop says which table it is.
  const name = tableCaption
    ? { 'aria-labelledby': captionId }
    : { 'aria-label': content.header || t('content.table') }
  return (
    <div className="ce-table-element">
      <ElementHeader fields={content} />
      {rows.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the keyboard's focus (WCAG 2.1.1; axe scrollable-region-focusable)
        <div className="ce-table__scroll" role="region" tabIndex={0} {...name}>
          <table className={cx('ce-table', tableClass && `ce-table--${classToken(tableClass)}`)}>
            {tableCaption && <caption id={captionId}>{tableCaption}</caption>}
            {head && (
              <thead>
                <tr>
                  {head.map((cell, index) => (
                    <th key={index} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {bodyRows.map((cells, index) => (
                <TableRow key={index} cells={cells} headerLeft={headerLeft} />
              ))}
            </tbody>
            {foot && (
              <tfoot>
                <TableRow cells={foot} headerLeft={headerLeft} />
              </tfoot>
            )}
          </table>
        </div>
      )}
    </div>
  )
}
