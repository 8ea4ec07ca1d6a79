import { useMemo, type ReactNode } from 'react'
import {
  categoryViewOfPage,
  ContentElements,
  lateHydratedElements,
  PageSubjectContext,
  pageColumns,
  pageLeadImage,
} from '../elements'
import { useSignedIn } from '../account'
import type { Page } from '../lib/page'
import { Breadcrumbs } from './chrome/Breadcrumbs'
import type { LayoutColumns } from './layouts/columns'
import { Layout } from './layouts/Layout'

/**
 * A CMS page: breadcrumbs, then its content columns in the page's layout. `mainEnd` is what the
 * app adds below the main column's content (the privacy page's analytics opt-out).
 */
export const PageView = ({ page, mainEnd = null }: { page: Page; mainEnd?: ReactNode }) => {
  // The page's first image in document order, whichever column and element holds it, is its one
  // eager, high-priority image; the head preloads the same one (head/page-head.ts).
  const lead = pageLeadImage(page)?.element ?? null
  // Elements further down, and side boxes used on touch, hydrate later (elements/late-hydration).
  const signedIn = useSignedIn()
  const late = useMemo(() => lateHydratedElements(page, signedIn), [page, signedIn])
  const columns: Record<`colPos${number}`, ReactNode> = {}
  for (const column of pageColumns(page)) {
    columns[`colPos${column.colPos}`] = (
      <ContentElements elements={column.elements} lead={lead} late={late} />
    )
  }
  if (mainEnd) {
    columns.colPos0 = (
      <>
        {columns.colPos0}
        {mainEnd}
      </>
    )
  }
  return (
    <PageSubjectContext value={categoryViewOfPage(page)?.name ?? null}>
      <Breadcrumbs items={page.breadcrumbs} />
      <Layout name={page.appearance.layout} columns={columns satisfies LayoutColumns} />
      {page.popupContent.length > 0 && (
        <aside className="sf-popup" aria-label="Hinweis">
          <ContentElements elements={page.popupContent} lead={null} />
        </aside>
      )}
    </PageSubjectContext>
  )
}
