import { hasContent, type LayoutVariantProps } from './columns'
import { DefaultLayout } from './DefaultLayout'
import { FurtherColumns } from './FurtherColumns'

/** layout-1: main column with a sidebar on the right from lg up (stacked below it before). */
export function Layout1({ columns }: LayoutVariantProps) {
  // Without both a main column and a sidebar: full width rather than an empty gutter.
  if (!hasContent(columns.colPos0) || !hasContent(columns.colPos1)) {
    return <DefaultLayout columns={columns} />
  }
  return (
    <>
      <div className="sf-layout__split sf-layout__split--sidebar-end">
        <div className="sf-layout__main">{columns.colPos0}</div>
        <aside className="sf-layout__sidebar">{columns.colPos1}</aside>
      </div>
      <FurtherColumns columns={columns} placed={[0, 1]} />
    </>
  )
}
