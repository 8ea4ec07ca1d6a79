/**
 * app/layouts: the TYPO3 backend layouts (default, layout-1..3) that arrange a page's content
 * columns inside the <main> landmark.
 * May import: src/lib, src/brands, src/elements (DESIGN.md section 3). Columns arrive as
 * rendered nodes, so layouts know nothing about content elements.
 */
export { Layout, LAYOUT_NAMES, resolveLayout, type LayoutName, type LayoutProps } from './Layout'
export { DefaultLayout } from './DefaultLayout'
export { Layout1 } from './Layout1'
export { Layout2 } from './Layout2'
export { Layout3 } from './Layout3'
export { MAIN_CONTENT_ID } from './main-content'
export type { LayoutColumns, LayoutVariantProps } from './columns'
