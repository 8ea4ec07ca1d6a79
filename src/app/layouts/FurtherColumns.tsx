import { furtherColumns, type LayoutColumns } from './columns'

/**
 * The columns a backend layout does not place, full width below the ones it does, in ascending
 * colPos. Plain regions, not <aside>: TYPO3 says nothing of what such a column holds, and on a
 * page whose editors filled only colPos1 it is the page's content.
 */
export function FurtherColumns({
  columns,
  placed,
}: {
  columns: LayoutColumns
  placed: readonly number[]
}) {
  return furtherColumns(columns, placed).map(({ colPos, content }) => (
    <div key={colPos} className={`sf-layout__column sf-layout__column--colpos${colPos}`}>
      {content}
    </div>
  ))
}
