import type { LayoutVariantProps } from './columns'

/** default: one main column; other columns are not part of this backend layout. */
export function DefaultLayout({ columns }: LayoutVariantProps) {
  return <div className="sf-layout__main">{columns.colPos0}</div>
}
