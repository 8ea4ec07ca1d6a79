import type { ComponentType } from 'react'
import type { LayoutColumns, LayoutVariantProps } from './columns'
import { DefaultLayout } from './DefaultLayout'
import { Layout1 } from './Layout1'
import { Layout2 } from './Layout2'
import { Layout3 } from './Layout3'
import { MAIN_CONTENT_ID } from './main-content'

/** The backend layouts of SPEC.md section 2. */
export const LAYOUT_NAMES = ['default', 'layout-1', 'layout-2', 'layout-3'] as const
export type LayoutName = (typeof LAYOUT_NAMES)[number]

const LAYOUTS: Record<LayoutName, ComponentType<LayoutVariantProps>> = {
  default: DefaultLayout,
  'layout-1': Layout1,
  'layout-2': Layout2,
  'layout-3': Layout3,
}

const isLayoutName = (name: string): name is LayoutName =>
  (LAYOUT_NAMES as readonly string[]).includes(name)

/** Any name the CMS sends; unknown ones (a new backend layout, a typo) render as default. */
export const resolveLayout = (name: string): LayoutName => (isLayoutName(name) ? name : 'default')

export interface LayoutProps {
  // `string & {}` keeps editor completion for the known names while accepting any string.
  name: LayoutName | (string & {})
  columns: LayoutColumns
}

/**
 * The page body in its backend layout, inside the one <main> landmark, which is the target of
 * the skip link: tabIndex -1 makes it focusable by script without adding a tab stop.
 */
export function Layout({ name, columns }: LayoutProps) {
  const resolved = resolveLayout(name)
  const Variant = LAYOUTS[resolved]
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`sf-layout sf-layout--${resolved}`}>
      <Variant columns={columns} />
    </main>
  )
}
