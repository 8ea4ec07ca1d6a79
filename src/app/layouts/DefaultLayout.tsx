import { hasContent, type LayoutVariantProps } from './columns'
import { FurtherColumns } from './FurtherColumns'

/**
 * default: one main column, every other column with content stacked below it (a backend layout
 * the storefront does not know, e.g. 'layout-0' or a page whose content sits in colPos1 only).
 */
export function DefaultLayout({ columns }: LayoutVariantProps) {
  return (
    <>
      {hasContent(columns.colPos0) && <div className="sf-layout__main">{columns.colPos0}</div>}
      <FurtherColumns columns={columns} placed={[0]} />
    </>
  )
}
