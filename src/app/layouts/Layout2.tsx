import { hasContent, type LayoutVariantProps } from './columns'
import { DefaultLayout } from './DefaultLayout'
import { FurtherColumns } from './FurtherColumns'

/**
 * layout-2: sidebar on the left, main column on the right from lg up. The main column comes
 * first in the source so keyboard and screen-reader order reach content before the sidebar;
 * CSS places the sidebar visually first.
 */
export function Layout2({ columns }: LayoutVariantProps) {
  if (!hasContent(columns.colPos0) || !hasContent(columns.colPos1)) {
    return <DefaultLayout columns={columns} />
  }
  return (
    <>
      <div className="sf-layout__split sf-layout__split--sidebar-start">
        <div className="sf-layout__main">{columns.colPos0}</div>
        <aside className="sf-layout__sidebar">{columns.colPos1}</aside>
      </div>
      <FurtherColumns columns={columns} placed={[0, 1]} />
    </>
  )
}
