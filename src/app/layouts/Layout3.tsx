import { hasContent, type LayoutVariantProps } from './columns'
import { FurtherColumns } from './FurtherColumns'

/** layout-3: a wide stage (colPos0) across the full width, two equal columns below it. */
export function Layout3({ columns }: LayoutVariantProps) {
  const lower = [columns.colPos1, columns.colPos2].filter(hasContent)
  return (
    <>
      {hasContent(columns.colPos0) && <div className="sf-layout__stage">{columns.colPos0}</div>}
      {lower.length > 0 && (
        <div className="sf-layout__halves">
          <div className="sf-layout__half">{columns.colPos1}</div>
          <div className="sf-layout__half">{columns.colPos2}</div>
        </div>
      )}
      <FurtherColumns columns={columns} placed={[0, 1, 2]} />
    </>
  )
}
