import { hasContent, type LayoutVariantProps } from './columns'
import { DefaultLayout } from './DefaultLayout'

/** layout-1: main column with a sidebar on the right from lg up (stacked below it before). */
export function Layout1({ columns }: LayoutVariantProps) {
  // No sidebar content: a full-width main column rather than an empty gutter.
  if (!hasContent(columns.colPos1)) return <DefaultLayout columns={columns} />
  return (
    <div className="sf-layout__split sf-layout__split--sidebar-end">
      <div className="sf-layout__main">{columns.colPos0}</div>
      <aside className="sf-layout__sidebar">{columns.colPos1}</aside>
    </div>
  )
}
